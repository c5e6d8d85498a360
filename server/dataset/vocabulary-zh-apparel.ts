// zh category families: apparel, shoes, beauty. Brand names are invented.
import type { FamilySpec } from './vocabulary-types'

export const WOMEN: FamilySpec = {
  key: 'women', id: 16, name: '女装/女士精品', en: 'Women\'s Clothing', jd: '女装', douyin: '女装',
  groups: [
    { name: '裙装', en: 'Skirts & Dresses', types: [['连衣裙', 'Dresses', 'summer'], ['半身裙', 'Skirts'], ['套装裙', 'Skirt Suits']] },
    { name: '上装', en: 'Tops', types: [['T恤', 'T-Shirts', 'summer'], ['衬衫', 'Shirts', 'spring'], ['毛衣', 'Sweaters', 'winter'], ['卫衣', 'Sweatshirts', 'autumn'], ['针织开衫', 'Cardigans', 'spring']] },
    { name: '外套', en: 'Outerwear', types: [['羽绒服', 'Down Jackets', 'winter'], ['毛呢大衣', 'Wool Coats', 'winter'], ['风衣', 'Trench Coats', 'autumn'], ['西装外套', 'Blazers'], ['防晒衣', 'Sun-Protective Jackets', 'summer']] },
    { name: '裤装', en: 'Trousers', types: [['牛仔裤', 'Jeans'], ['休闲裤', 'Casual Trousers'], ['阔腿裤', 'Wide-Leg Trousers', 'summer'], ['打底裤', 'Leggings', 'winter']] },
    { name: '中式服饰', en: 'Chinese-Style Clothing', types: [['旗袍', 'Qipao'], ['马面裙', 'Mamian Skirts', 'gift'], ['汉服', 'Hanfu', 'spring']] },
  ],
  variants: [['碎花', 'Floral'], ['法式', 'French-Style'], ['针织', 'Knit'], ['雪纺', 'Chiffon'], ['修身', 'Slim'], ['宽松', 'Loose'], ['复古', 'Vintage'], ['通勤', 'Office']],
  attrs: ['显瘦', '高腰', '气质', '小个子', '大码', '纯棉', '韩版', '百搭', '温柔风', '设计感'],
  brands: ['素言/SUYAN', '织语/ZHIYU', '栖木/QIMU', '拾光里/SHIGUANG', '南枝/NANZHI', '卡依/KAYI', '沐夏/MUXIA', '朵芮/DORRIE', '蔓序/MANXU', '初棠/CHUTANG', '伊岚/YILAN', '白鹭洲/BAILU'],
  price: [69, 899],
  suffixes: ['{year}新款', '春秋款', '女装', '网红同款', '官方旗舰店', '热卖'],
}

export const MEN: FamilySpec = {
  key: 'men', id: 30, name: '男装', en: 'Men\'s Clothing', jd: '男装', douyin: '男装',
  groups: [
    { name: '上装', en: 'Tops', types: [['T恤', 'T-Shirts', 'summer'], ['衬衫', 'Shirts'], ['Polo衫', 'Polo Shirts', 'summer'], ['卫衣', 'Sweatshirts', 'autumn'], ['夹克', 'Jackets', 'spring']] },
    { name: '外套', en: 'Outerwear', types: [['羽绒服', 'Down Jackets', 'winter'], ['棉服', 'Padded Jackets', 'winter'], ['冲锋衣', 'Shell Jackets', 'autumn'], ['西服', 'Suits']] },
    { name: '裤装', en: 'Trousers', types: [['牛仔裤', 'Jeans'], ['休闲裤', 'Casual Trousers'], ['工装裤', 'Cargo Trousers'], ['运动裤', 'Track Pants']] },
    { name: '内搭', en: 'Basics', types: [['背心', 'Vests', 'summer'], ['保暖内衣', 'Thermal Underwear', 'winter'], ['针织衫', 'Knitwear', 'winter']] },
  ],
  variants: [['商务', 'Business'], ['休闲', 'Casual'], ['修身', 'Slim'], ['宽松', 'Loose'], ['潮牌', 'Streetwear'], ['立领', 'Stand-Collar']],
  attrs: ['纯棉', '冰丝', '加绒', '弹力', '抗皱', '免烫', '重磅', '青年', '中年', '百搭'],
  brands: ['岩川/YANCHUAN', '墨衡/MOHENG', '北屿/BEIYU', '卓凡/ZHUOFAN', '骁马/XIAOMA', '川野/KAWANO', '简牧/JIANMU', '凌峰/LINGFENG', '苍序/CANGXU', '野行/YEXING'],
  price: [59, 1299],
  suffixes: ['{year}新款', '男士', '男装', '潮流', '官方正品', '爆款'],
}

export const SHOES: FamilySpec = {
  key: 'shoes', id: 50006843, name: '女鞋', en: 'Women\'s Shoes', douyin: '鞋靴',
  groups: [
    { name: '单鞋', en: 'Flats & Pumps', types: [['乐福鞋', 'Loafers', 'spring'], ['玛丽珍鞋', 'Mary Janes', 'spring'], ['高跟鞋', 'High Heels'], ['平底鞋', 'Flats']] },
    { name: '靴子', en: 'Boots', types: [['雪地靴', 'Snow Boots', 'winter'], ['短靴', 'Ankle Boots', 'winter'], ['切尔西靴', 'Chelsea Boots', 'autumn']] },
    { name: '凉鞋拖鞋', en: 'Sandals & Slippers', types: [['凉鞋', 'Sandals', 'summer'], ['拖鞋', 'Slides', 'summer'], ['洞洞鞋', 'Clogs', 'summer']] },
    { name: '休闲鞋', en: 'Casual Shoes', types: [['小白鞋', 'White Sneakers'], ['帆布鞋', 'Canvas Shoes', 'spring'], ['老爹鞋', 'Chunky Sneakers'], ['德训鞋', 'German Trainers']] },
  ],
  variants: [['真皮', 'Leather'], ['软底', 'Soft-Sole'], ['厚底', 'Platform'], ['尖头', 'Pointed'], ['方头', 'Square-Toe'], ['坡跟', 'Wedge']],
  attrs: ['舒适', '防滑', '百搭', '增高', '透气', '一脚蹬', '显脚小', '轻便'],
  brands: ['步知/BUZHI', '若履/RUOLV', '鹿semi/LUSEMI', '云屐/YUNJI', '安朵/ANDUO', '轻屿/QINGYU', '沐步/MUBU', '绮鞋坊/QIXIE'],
  price: [89, 699],
  suffixes: ['{year}新款', '女鞋', '百搭款', '官方旗舰店', '春季新品'],
}

export const SKINCARE: FamilySpec = {
  key: 'skincare', id: 1801, name: '美容护肤/美体/精油', en: 'Skin Care, Body & Essential Oils', jd: '美妆护肤', douyin: '美妆护肤',
  groups: [
    { name: '面部护理', en: 'Face Care', types: [['精华', 'Serums'], ['面霜', 'Face Creams', 'winter'], ['乳液', 'Lotions'], ['爽肤水', 'Toners'], ['眼霜', 'Eye Creams']] },
    { name: '清洁', en: 'Cleansing', types: [['洁面', 'Cleansers'], ['卸妆油', 'Cleansing Oils'], ['面膜', 'Face Masks']] },
    { name: '防晒', en: 'Sun Care', types: [['防晒霜', 'Sunscreens', 'summer'], ['防晒喷雾', 'Sunscreen Sprays', 'summer'], ['晒后修护', 'After-Sun Care', 'summer']] },
    { name: '身体护理', en: 'Body Care', types: [['身体乳', 'Body Lotions', 'winter'], ['沐浴露', 'Body Washes'], ['护手霜', 'Hand Creams', 'winter']] },
    { name: '精油芳疗', en: 'Essential Oils & Aromatherapy', types: [['精油', 'Essential Oils'], ['香薰', 'Aroma Diffusers', 'gift']] },
  ],
  variants: [['修护', 'Repair'], ['保湿', 'Moisturising'], ['美白', 'Brightening'], ['抗皱', 'Anti-Wrinkle'], ['控油', 'Oil-Control'], ['舒缓', 'Soothing']],
  attrs: ['玻尿酸', '烟酰胺', '补水', '敏感肌', '紧致', '提亮', '温和', '清爽', '学生', '孕妇可用'],
  brands: ['瑷露/AILU', '肌研社/SKINLAB', '花研/HUAYAN', '澄颜/CLEARYAN', '珀蕾/POLEI', '水漾集/AQUAJI', '素肌/SUJI', '颜究所/YANJIU', '本草纪/BENCAO', '露薇/LUVE', '初研/CHUYAN', '蕴白/YUNBAI'],
  price: [39, 1280],
  suffixes: ['正品', '官方旗舰店', '套装', '礼盒', '大容量', '小样'],
}

export const MAKEUP: FamilySpec = {
  key: 'makeup', id: 50010788, name: '彩妆/香水/美妆工具', en: 'Makeup, Fragrance & Tools', jd: '彩妆香水', douyin: '彩妆',
  groups: [
    { name: '面部彩妆', en: 'Face Makeup', types: [['粉底液', 'Foundations'], ['气垫', 'Cushion Compacts'], ['散粉', 'Loose Powders', 'summer'], ['腮红', 'Blushes']] },
    { name: '唇部彩妆', en: 'Lip Makeup', types: [['口红', 'Lipsticks', 'gift'], ['唇釉', 'Lip Glazes'], ['唇泥', 'Lip Muds']] },
    { name: '眼部彩妆', en: 'Eye Makeup', types: [['眼影', 'Eyeshadows'], ['睫毛膏', 'Mascaras'], ['眼线笔', 'Eyeliners']] },
    { name: '香水', en: 'Fragrance', types: [['淡香水', 'Eaux de Toilette', 'gift'], ['香水小样', 'Fragrance Samples']] },
    { name: '美妆工具', en: 'Makeup Tools', types: [['化妆刷', 'Makeup Brushes'], ['美妆蛋', 'Makeup Sponges']] },
  ],
  variants: [['哑光', 'Matte'], ['水润', 'Dewy'], ['持久', 'Long-Wear'], ['裸色', 'Nude'], ['奶油', 'Creamy'], ['珠光', 'Shimmer']],
  attrs: ['不脱妆', '遮瑕', '控油', '显白', '平价', '新手', '小众', '学生党'],
  brands: ['绯语/FEIYU', '色研/SEYAN', '朱颜/ZHUYAN', '蔻拉/KOLA', '映画/YINGHUA', '锦瑟/JINSE', '绘色/HUISE', '青黛/QINGDAI'],
  price: [29, 890],
  suffixes: ['正品', '官方旗舰店', '新色', '礼盒', '限定款'],
}
