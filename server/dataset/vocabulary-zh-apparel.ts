// zh category families: apparel, shoes, beauty. Brand names are invented; price bands in yuan.
import type { FamilySpec } from './vocabulary-types'

export const WOMEN: FamilySpec = {
  key: 'women', id: 16, name: '女装/女士精品', en: 'Women\'s Clothing', jd: '女装', douyin: '女装',
  groups: [
    { name: '裙装', en: 'Skirts & Dresses', types: [['连衣裙', 'Dresses', [69, 599], 'summer'], ['半身裙', 'Skirts', [49, 399]], ['套装裙', 'Skirt Suits', [99, 699]]] },
    {
      name: '上装', en: 'Tops',
      types: [['T恤', 'T-Shirts', [29, 199], 'summer'], ['衬衫', 'Shirts', [59, 399], 'spring'], ['毛衣', 'Sweaters', [79, 599], 'winter'], ['卫衣', 'Sweatshirts', [59, 399], 'autumn'], ['针织开衫', 'Cardigans', [69, 499], 'spring']],
      variants: [['法式', 'French-Style'], ['宽松', 'Loose'], ['修身', 'Slim'], ['复古', 'Vintage'], ['通勤', 'Office'], ['短款', 'Cropped']],
    },
    {
      name: '外套', en: 'Outerwear',
      types: [['羽绒服', 'Down Jackets', [299, 2499], 'winter'], ['毛呢大衣', 'Wool Coats', [299, 1999], 'winter'], ['风衣', 'Trench Coats', [199, 1299], 'autumn'], ['西装外套', 'Blazers', [149, 999]], ['防晒衣', 'Sun-Protective Jackets', [49, 299], 'summer']],
      variants: [['长款', 'Long'], ['短款', 'Cropped'], ['法式', 'French-Style'], ['宽松', 'Loose'], ['修身', 'Slim'], ['复古', 'Vintage'], ['通勤', 'Office']],
    },
    {
      name: '裤装', en: 'Trousers',
      types: [['牛仔裤', 'Jeans', [69, 399]], ['休闲裤', 'Casual Trousers', [59, 399]], ['阔腿裤', 'Wide-Leg Trousers', [59, 359], 'summer'], ['打底裤', 'Leggings', [39, 199], 'winter']],
      variants: [['直筒', 'Straight'], ['法式', 'French-Style'], ['宽松', 'Loose'], ['修身', 'Slim'], ['复古', 'Vintage'], ['通勤', 'Office']],
    },
    {
      name: '中式服饰', en: 'Chinese-Style Clothing',
      types: [['旗袍', 'Qipao', [129, 999]], ['马面裙', 'Mamian Skirts', [129, 899], 'gift'], ['汉服', 'Hanfu', [99, 899], 'spring']],
      variants: [['改良', 'Modernised'], ['复古', 'Vintage'], ['刺绣', 'Embroidered']],
    },
  ],
  variants: [['碎花', 'Floral'], ['法式', 'French-Style'], ['针织', 'Knit'], ['雪纺', 'Chiffon'], ['修身', 'Slim'], ['宽松', 'Loose'], ['复古', 'Vintage'], ['通勤', 'Office']],
  attrs: ['显瘦', '高腰', '气质', '小个子', '大码', '纯棉', '韩版', '百搭', '温柔风', '设计感', '法式'],
  brands: ['素言/SUYAN', '织语/ZHIYU', '栖木/QIMU', '拾光里/SHIGUANG', '南枝/NANZHI', '卡依/KAYI', '沐夏/MUXIA', '朵芮/DORRIE', '蔓序/MANXU', '初棠/CHUTANG', '伊岚/YILAN', '白鹭洲/BAILU'],
  suffixes: ['{year}新款', '春秋款', '女装', '网红同款', '官方旗舰店', '热卖'],
}

export const MEN: FamilySpec = {
  key: 'men', id: 30, name: '男装', en: 'Men\'s Clothing', jd: '男装', douyin: '男装',
  groups: [
    {
      name: '上装', en: 'Tops',
      types: [['T恤', 'T-Shirts', [29, 199], 'summer'], ['衬衫', 'Shirts', [59, 499]], ['Polo衫', 'Polo Shirts', [59, 399], 'summer'], ['卫衣', 'Sweatshirts', [69, 399], 'autumn'], ['夹克', 'Jackets', [129, 899], 'spring']],
      variants: [['商务', 'Business'], ['休闲', 'Casual'], ['修身', 'Slim'], ['宽松', 'Loose'], ['潮牌', 'Streetwear']],
    },
    { name: '外套', en: 'Outerwear', types: [['羽绒服', 'Down Jackets', [299, 2999], 'winter'], ['棉服', 'Padded Jackets', [159, 899], 'winter'], ['冲锋衣', 'Shell Jackets', [199, 1999], 'autumn'], ['西服', 'Suits', [299, 2999]]] },
    {
      name: '裤装', en: 'Trousers',
      types: [['牛仔裤', 'Jeans', [69, 499]], ['休闲裤', 'Casual Trousers', [59, 399]], ['工装裤', 'Cargo Trousers', [69, 399]], ['运动裤', 'Track Pants', [49, 299]]],
      variants: [['商务', 'Business'], ['休闲', 'Casual'], ['修身', 'Slim'], ['宽松', 'Loose'], ['潮牌', 'Streetwear'], ['直筒', 'Straight']],
    },
    {
      name: '内搭', en: 'Basics',
      types: [['背心', 'Vests', [19, 99], 'summer'], ['保暖内衣', 'Thermal Underwear', [49, 299], 'winter'], ['针织衫', 'Knitwear', [79, 599], 'winter']],
      variants: [['修身', 'Slim'], ['宽松', 'Loose'], ['纯色', 'Plain']],
    },
  ],
  variants: [['商务', 'Business'], ['休闲', 'Casual'], ['修身', 'Slim'], ['宽松', 'Loose'], ['潮牌', 'Streetwear'], ['立领', 'Stand-Collar']],
  attrs: ['纯棉', '加绒', '弹力', '抗皱', '免烫', '重磅', '青年', '中年', '百搭'],
  brands: ['岩川/YANCHUAN', '墨衡/MOHENG', '北屿/BEIYU', '卓凡/ZHUOFAN', '骁马/XIAOMA', '川野/KAWANO', '简牧/JIANMU', '凌峰/LINGFENG', '苍序/CANGXU', '野行/YEXING'],
  suffixes: ['{year}新款', '男士', '男装', '潮流', '官方正品', '爆款'],
}

export const SHOES: FamilySpec = {
  key: 'shoes', id: 50006843, name: '女鞋', en: 'Women\'s Shoes', douyin: '鞋靴',
  groups: [
    { name: '单鞋', en: 'Flats & Pumps', types: [['乐福鞋', 'Loafers', [129, 699], 'spring'], ['玛丽珍鞋', 'Mary Janes', [99, 599], 'spring'], ['高跟鞋', 'High Heels', [99, 799]], ['平底鞋', 'Flats', [69, 399]]] },
    {
      name: '靴子', en: 'Boots',
      types: [['雪地靴', 'Snow Boots', [99, 599], 'winter'], ['短靴', 'Ankle Boots', [129, 799], 'winter'], ['切尔西靴', 'Chelsea Boots', [159, 899], 'autumn']],
      variants: [['真皮', 'Leather'], ['厚底', 'Platform'], ['加绒', 'Fleece-Lined'], ['粗跟', 'Block-Heel']],
    },
    {
      name: '凉鞋拖鞋', en: 'Sandals & Slippers',
      types: [['凉鞋', 'Sandals', [59, 399], 'summer'], ['拖鞋', 'Slides', [19, 199], 'summer'], ['洞洞鞋', 'Clogs', [29, 299], 'summer']],
      variants: [['厚底', 'Platform'], ['软底', 'Soft-Sole'], ['坡跟', 'Wedge']],
    },
    {
      name: '休闲鞋', en: 'Casual Shoes',
      types: [['小白鞋', 'White Sneakers', [99, 599]], ['帆布鞋', 'Canvas Shoes', [49, 299], 'spring'], ['老爹鞋', 'Chunky Sneakers', [129, 699]], ['德训鞋', 'German Trainers', [129, 599]]],
      variants: [['厚底', 'Platform'], ['软底', 'Soft-Sole'], ['真皮', 'Leather']],
    },
  ],
  variants: [['真皮', 'Leather'], ['软底', 'Soft-Sole'], ['厚底', 'Platform'], ['尖头', 'Pointed'], ['方头', 'Square-Toe'], ['坡跟', 'Wedge']],
  attrs: ['舒适', '防滑', '百搭', '增高', '透气', '一脚蹬', '显脚小', '轻便'],
  brands: ['步知/BUZHI', '若履/RUOLV', '鹿semi/LUSEMI', '云屐/YUNJI', '安朵/ANDUO', '轻屿/QINGYU', '沐步/MUBU', '绮鞋坊/QIXIE'],
  suffixes: ['{year}新款', '女鞋', '官方旗舰店', '春季新品'],
}

export const SKINCARE: FamilySpec = {
  key: 'skincare', id: 1801, name: '美容护肤/美体/精油', en: 'Skin Care, Body & Essential Oils', jd: '美妆护肤', douyin: '美妆护肤',
  groups: [
    { name: '面部护理', en: 'Face Care', types: [['精华', 'Serums', [59, 1280]], ['面霜', 'Face Creams', [49, 1280], 'winter'], ['乳液', 'Lotions', [39, 599]], ['爽肤水', 'Toners', [39, 599]], ['眼霜', 'Eye Creams', [59, 999]]] },
    {
      name: '清洁', en: 'Cleansing',
      types: [['洁面', 'Cleansers', [29, 299]], ['卸妆油', 'Cleansing Oils', [39, 399]], ['面膜', 'Face Masks', [29, 299]]],
      variants: [['控油', 'Oil-Control'], ['保湿', 'Moisturising'], ['舒缓', 'Soothing'], ['氨基酸', 'Amino-Acid']],
    },
    {
      name: '防晒', en: 'Sun Care',
      types: [['防晒霜', 'Sunscreens', [39, 399], 'summer'], ['防晒喷雾', 'Sunscreen Sprays', [39, 299], 'summer'], ['晒后修护', 'After-Sun Care', [39, 299], 'summer']],
      variants: [['保湿', 'Moisturising'], ['修护', 'Repair'], ['控油', 'Oil-Control'], ['水感', 'Watery']],
    },
    {
      name: '身体护理', en: 'Body Care',
      types: [['身体乳', 'Body Lotions', [29, 299], 'winter'], ['沐浴露', 'Body Washes', [19, 199]], ['护手霜', 'Hand Creams', [9.9, 199], 'winter']],
      variants: [['保湿', 'Moisturising'], ['美白', 'Brightening'], ['修护', 'Repair'], ['香氛', 'Scented']],
    },
    {
      name: '精油芳疗', en: 'Essential Oils & Aromatherapy',
      types: [['精油', 'Essential Oils', [29, 599]], ['香薰', 'Aroma Diffusers', [39, 499], 'gift']],
      variants: [['薰衣草', 'Lavender'], ['玫瑰', 'Rose'], ['助眠', 'Sleep'], ['复方', 'Blended']],
      attrs: ['植物', '天然', '持久'],
    },
  ],
  variants: [['修护', 'Repair'], ['保湿', 'Moisturising'], ['美白', 'Brightening'], ['抗皱', 'Anti-Wrinkle'], ['控油', 'Oil-Control'], ['舒缓', 'Soothing']],
  attrs: ['玻尿酸', '烟酰胺', '补水', '敏感肌', '紧致', '提亮', '温和', '清爽', '学生', '孕妇可用'],
  brands: ['瑷露/AILU', '肌研社/SKINLAB', '花研/HUAYAN', '澄颜/CLEARYAN', '珀蕾/POLEI', '水漾集/AQUAJI', '素肌/SUJI', '颜究所/YANJIU', '本草纪/BENCAO', '露薇/LUVE', '初研/CHUYAN', '蕴白/YUNBAI'],
  suffixes: ['正品', '官方旗舰店', '套装', '礼盒', '大容量', '小样'],
}

export const MAKEUP: FamilySpec = {
  key: 'makeup', id: 50010788, name: '彩妆/香水/美妆工具', en: 'Makeup, Fragrance & Tools', jd: '彩妆香水', douyin: '彩妆',
  groups: [
    { name: '面部彩妆', en: 'Face Makeup', types: [['粉底液', 'Foundations', [49, 699]], ['气垫', 'Cushion Compacts', [59, 599]], ['散粉', 'Loose Powders', [29, 399], 'summer'], ['腮红', 'Blushes', [29, 299]]] },
    { name: '唇部彩妆', en: 'Lip Makeup', types: [['口红', 'Lipsticks', [39, 499], 'gift'], ['唇釉', 'Lip Glazes', [29, 299]], ['唇泥', 'Lip Muds', [29, 299]]] },
    { name: '眼部彩妆', en: 'Eye Makeup', types: [['眼影', 'Eyeshadows', [39, 499]], ['睫毛膏', 'Mascaras', [29, 299]], ['眼线笔', 'Eyeliners', [19, 199]]] },
    {
      name: '香水', en: 'Fragrance',
      types: [['淡香水', 'Eaux de Toilette', [99, 1299], 'gift'], ['香水小样', 'Fragrance Samples', [19, 199]]],
      variants: [['花香', 'Floral'], ['木质', 'Woody'], ['清新', 'Fresh']],
      attrs: ['小众', '留香', '学生党', '平价', '送礼'],
    },
    {
      name: '美妆工具', en: 'Makeup Tools',
      types: [['化妆刷', 'Makeup Brushes', [19, 399]], ['美妆蛋', 'Makeup Sponges', [9.9, 99]]],
      variants: [['便携', 'Portable'], ['软毛', 'Soft-Bristle'], ['干湿两用', 'Wet-and-Dry']],
      attrs: ['新手', '平价', '学生党'],
    },
  ],
  variants: [['哑光', 'Matte'], ['水润', 'Dewy'], ['持久', 'Long-Wear'], ['裸色', 'Nude'], ['奶油', 'Creamy'], ['珠光', 'Shimmer']],
  attrs: ['不脱妆', '遮瑕', '控油', '显白', '平价', '新手', '小众', '学生党'],
  brands: ['绯语/FEIYU', '色研/SEYAN', '朱颜/ZHUYAN', '蔻拉/KOLA', '映画/YINGHUA', '锦瑟/JINSE', '绘色/HUISE', '青黛/QINGDAI'],
  suffixes: ['正品', '官方旗舰店', '新色', '礼盒', '限定款'],
}
