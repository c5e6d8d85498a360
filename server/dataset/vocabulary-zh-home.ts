// zh category families: food, drinks, kitchen, bedding. Brands invented; price bands in yuan.
import type { FamilySpec } from './vocabulary-types'

export const SNACKS: FamilySpec = {
  key: 'snacks',
  id: 50002766,
  name: '零食/坚果/特产',
  en: 'Snacks, Nuts & Local Specialties',
  jd: '休闲食品',
  douyin: '食品',
  groups: [
    {
      name: '坚果炒货',
      en: 'Nuts & Seeds',
      types: [
        ['每日坚果', 'Daily Nut Mixes', [39, 199], 'gift'],
        ['碧根果', 'Pecans', [29, 199], 'gift'],
        ['巴旦木', 'Almonds', [19, 129]],
        ['夏威夷果', 'Macadamias', [29, 169], 'gift'],
      ],
      variants: [
        ['原味', 'Original'],
        ['盐焗', 'Salt-Baked'],
        ['奶香', 'Milky'],
        ['独立包装', 'Individually Wrapped'],
        ['礼盒装', 'Gift Box'],
        ['散装', 'Bulk'],
      ],
    },
    {
      name: '饼干糕点',
      en: 'Biscuits & Pastries',
      types: [
        ['苏打饼干', 'Soda Crackers', [9.9, 59]],
        ['蛋黄酥', 'Egg-Yolk Pastries', [19, 99]],
        ['月饼', 'Mooncakes', [39, 399], 'midautumn'],
        ['桃酥', 'Walnut Cookies', [9.9, 69]],
      ],
      variants: [
        ['原味', 'Original'],
        ['低糖', 'Low-Sugar'],
        ['独立包装', 'Individually Wrapped'],
        ['礼盒装', 'Gift Box'],
        ['散装', 'Bulk'],
      ],
    },
    {
      name: '肉干肉脯',
      en: 'Jerky',
      types: [
        ['牛肉干', 'Beef Jerky', [29, 199], 'gift'],
        ['猪肉脯', 'Pork Jerky', [19, 99]],
        ['鸭脖', 'Braised Duck Necks', [19, 89]],
      ],
    },
    {
      name: '糖果巧克力',
      en: 'Sweets & Chocolate',
      types: [
        ['巧克力', 'Chocolate', [19, 199], 'winter'],
        ['软糖', 'Gummies', [9.9, 59]],
        ['牛轧糖', 'Nougat', [19, 129], 'gift'],
      ],
      variants: [
        ['低糖', 'Low-Sugar'],
        ['独立包装', 'Individually Wrapped'],
        ['礼盒装', 'Gift Box'],
        ['散装', 'Bulk'],
      ],
    },
    {
      name: '果干蜜饯',
      en: 'Dried Fruit',
      types: [
        ['冻干水果', 'Freeze-Dried Fruit', [19, 99]],
        ['芒果干', 'Dried Mango', [9.9, 69]],
        ['山楂条', 'Hawthorn Strips', [9.9, 49]],
      ],
      variants: [
        ['原味', 'Original'],
        ['低糖', 'Low-Sugar'],
        ['独立包装', 'Individually Wrapped'],
        ['散装', 'Bulk'],
      ],
    },
  ],
  variants: [
    ['原味', 'Original'],
    ['麻辣', 'Spicy'],
    ['低糖', 'Low-Sugar'],
    ['独立包装', 'Individually Wrapped'],
    ['礼盒装', 'Gift Box'],
    ['散装', 'Bulk'],
  ],
  attrs: ['办公室', '网红', '健康', '儿童', '解馋', '年货', '追剧'],
  brands: [
    '果仁坊/GUORENFANG',
    '小嘴馋/XIAOZUI',
    '粮匠/LIANGJIANG',
    '丰禾/FENGHE',
    '味思/WEISI',
    '三山/SANSHAN',
    '南北记/NANBEI',
    '甜趣/TIANQU',
  ],
  newYearGoods: true,
  suffixes: ['零食大礼包', '整箱', '休闲食品', '官方旗舰店', '特产'],
}

export const DRINKS: FamilySpec = {
  key: 'drinks',
  id: 50026316,
  name: '咖啡/麦片/冲饮',
  en: 'Coffee, Cereal & Drinks',
  jd: '饮料冲调',
  douyin: '饮品',
  groups: [
    {
      name: '咖啡',
      en: 'Coffee',
      types: [
        ['速溶咖啡', 'Instant Coffee', [19, 129]],
        ['挂耳咖啡', 'Drip-Bag Coffee', [29, 159]],
        ['冷萃咖啡', 'Cold Brew', [29, 159], 'summer'],
        ['咖啡豆', 'Coffee Beans', [39, 269]],
      ],
      variants: [
        ['无糖', 'Sugar-Free'],
        ['浓缩', 'Concentrated'],
        ['冷泡', 'Cold-Steep'],
        ['小袋装', 'Sachet'],
        ['低因', 'Decaf'],
      ],
      attrs: ['提神', '美式', '便携', '0脂', '办公室'],
    },
    {
      name: '茶饮',
      en: 'Tea Drinks',
      types: [
        ['花草茶', 'Herbal Tea', [19, 129], 'winter'],
        ['奶茶', 'Milk Tea', [19, 99], 'winter'],
        ['柠檬茶', 'Lemon Tea', [19, 89], 'summer'],
      ],
      variants: [
        ['无糖', 'Sugar-Free'],
        ['冷泡', 'Cold-Steep'],
        ['小袋装', 'Sachet'],
        ['低脂', 'Low-Fat'],
        ['浓缩', 'Concentrated'],
      ],
      attrs: ['便携', '冲饮', '0脂', '下午茶'],
    },
    {
      name: '饮料',
      en: 'Beverages',
      types: [
        ['气泡水', 'Sparkling Water', [19, 89], 'summer'],
        ['功能饮料', 'Functional Drinks', [29, 129], 'summer'],
        ['椰子水', 'Coconut Water', [29, 129], 'summer'],
      ],
      variants: [
        ['无糖', 'Sugar-Free'],
        ['低糖', 'Low-Sugar'],
        ['原味', 'Original'],
        ['果味', 'Fruit-Flavoured'],
      ],
      attrs: ['0脂', '健身', '提神'],
    },
    {
      name: '麦片谷物',
      en: 'Cereal',
      types: [
        ['燕麦片', 'Oatmeal', [19, 99], 'winter'],
        ['代餐粉', 'Meal Replacement Powder', [39, 269], 'spring'],
      ],
      variants: [
        ['无糖', 'Sugar-Free'],
        ['低脂', 'Low-Fat'],
        ['即食', 'Ready-to-Eat'],
        ['小袋装', 'Sachet'],
      ],
      attrs: ['早餐', '健身', '冲饮', '0脂'],
    },
  ],
  variants: [],
  attrs: [],
  brands: ['三顿/SANDUN', '啡语/FEIYU', '麦谷源/MAIGU', '清泉记/QINGQUAN', '元气森/YUANQI', '椰乡/YEXIANG', '晨曦/CHENXI', '拾叶/SHIYE'],
  newYearGoods: true,
  suffixes: ['整箱', '官方旗舰店', '量贩装', '家庭装', '尝鲜装'],
}

export const KITCHEN: FamilySpec = {
  key: 'kitchen',
  id: 50016349,
  name: '厨房/烹饪用具',
  en: 'Kitchen & Cookware',
  jd: '厨具',
  groups: [
    {
      name: '锅具',
      en: 'Pots & Pans',
      types: [
        ['炒锅', 'Woks', [59, 899]],
        ['不粘锅', 'Non-Stick Pans', [59, 599]],
        ['砂锅', 'Clay Pots', [29, 299], 'winter'],
        ['汤锅', 'Stock Pots', [49, 599], 'winter'],
      ],
      attrs: ['麦饭石', '无涂层', '燃气电磁炉通用', '易清洗', '大容量'],
    },
    {
      name: '刀具砧板',
      en: 'Knives & Boards',
      types: [
        ['菜刀', 'Kitchen Knives', [29, 599]],
        ['砧板', 'Cutting Boards', [19, 299]],
      ],
      variants: [
        ['不锈钢', 'Stainless'],
        ['家用', 'Household'],
        ['日式', 'Japanese-Style'],
        ['实木', 'Solid-Wood'],
        ['竹制', 'Bamboo'],
      ],
      attrs: ['易清洗', '锋利', '轻奢'],
    },
    {
      name: '餐具水具',
      en: 'Tableware & Drinkware',
      types: [
        ['碗碟套装', 'Dinnerware Sets', [39, 599], 'gift'],
        ['保温杯', 'Vacuum Flasks', [39, 399], 'winter'],
        ['玻璃杯', 'Glasses', [9.9, 99], 'summer'],
      ],
      variants: [
        ['陶瓷', 'Ceramic'],
        ['日式', 'Japanese-Style'],
        ['不锈钢', 'Stainless'],
        ['家用', 'Household'],
      ],
      attrs: ['耐高温', '大容量', '轻奢', '304', '易清洗'],
    },
    {
      name: '烘焙用具',
      en: 'Bakeware',
      types: [
        ['烤盘', 'Baking Trays', [19, 129]],
        ['烘焙模具', 'Baking Moulds', [9.9, 99], 'midautumn'],
      ],
      variants: [
        ['不粘', 'Non-Stick'],
        ['家用', 'Household'],
        ['硅胶', 'Silicone'],
        ['加厚', 'Heavy-Duty'],
      ],
      attrs: ['耐高温', '易清洗', '新手'],
    },
    {
      name: '茶具',
      en: 'Tea Ware',
      types: [
        ['茶具套装', 'Tea Sets', [59, 999], 'gift'],
        ['煮茶器', 'Tea Kettles', [79, 699], 'winter'],
        ['公道杯', 'Tea Pitchers', [19, 199]],
      ],
      variants: [
        ['陶瓷', 'Ceramic'],
        ['日式', 'Japanese-Style'],
        ['家用', 'Household'],
        ['玻璃', 'Glass'],
        ['紫砂', 'Zisha'],
      ],
      attrs: ['轻奢', '耐高温', '大容量', '功夫茶'],
    },
  ],
  variants: [
    ['不锈钢', 'Stainless'],
    ['陶瓷', 'Ceramic'],
    ['铸铁', 'Cast-Iron'],
    ['家用', 'Household'],
    ['日式', 'Japanese-Style'],
    ['加厚', 'Heavy-Duty'],
  ],
  attrs: [],
  brands: ['厨匠/CHUJIANG', '炊烟/CHUIYAN', '铁锻坊/TIEDUAN', '瓷语/CIYU', '食器集/SHIQI', '锦厨/JINCHU', '汉釜/HANFU', '山茶器/SHANCHA'],
  suffixes: ['家用', '官方旗舰店', '套装', '新款', '厨房用品'],
}

export const BEDDING: FamilySpec = {
  key: 'bedding',
  id: 50008163,
  name: '床上用品',
  en: 'Bedding',
  jd: '家纺',
  douyin: '家纺',
  groups: [
    {
      name: '床品套件',
      en: 'Bedding Sets',
      types: [
        ['四件套', 'Four-Piece Sets', [99, 1599], 'gift'],
        ['床单', 'Bed Sheets', [39, 399]],
        ['被套', 'Duvet Covers', [59, 599]],
      ],
    },
    {
      name: '被子',
      en: 'Quilts',
      types: [
        ['羽绒被', 'Down Duvets', [299, 2999], 'winter'],
        ['蚕丝被', 'Silk Quilts', [299, 2499], 'autumn'],
        ['夏凉被', 'Summer Quilts', [59, 399], 'summer'],
      ],
      variants: [
        ['加厚', 'Thick'],
        ['轻薄', 'Light'],
        ['全棉', 'Pure-Cotton'],
        ['春秋', 'Spring-Autumn'],
        ['冬季', 'Winter'],
      ],
    },
    {
      name: '枕头',
      en: 'Pillows',
      types: [
        ['乳胶枕', 'Latex Pillows', [59, 599]],
        ['记忆枕', 'Memory-Foam Pillows', [49, 399]],
      ],
      variants: [
        ['护颈', 'Neck-Support'],
        ['一对装', 'Pair'],
      ],
      attrs: ['亲肤', '抗菌', '学生宿舍', '助眠'],
    },
    {
      name: '凉席',
      en: 'Summer Mats',
      types: [
        ['凉席', 'Sleeping Mats', [59, 599], 'summer'],
        ['冰丝凉席', 'Ice-Silk Mats', [79, 499], 'summer'],
      ],
      variants: [
        ['可折叠', 'Folding'],
        ['竹制', 'Bamboo'],
        ['加厚', 'Thick'],
      ],
    },
  ],
  variants: [
    ['纯棉', 'Cotton'],
    ['磨毛', 'Brushed'],
    ['天丝', 'Tencel'],
    ['水洗棉', 'Washed-Cotton'],
    ['加厚', 'Thick'],
    ['全棉', 'Pure-Cotton'],
  ],
  attrs: ['亲肤', '简约', 'ins风', '北欧', '抗菌', '四季', '学生宿舍', '1.8m床'],
  brands: ['眠语/MIANYU', '棉舍/MIANSHE', '暖居/NUANJU', '安寝/ANQIN', '云栖/YUNQI', '素织/SUZHI', '梦岛/MENGDAO', '宜枕/YIZHEN'],
  suffixes: ['家纺', '官方旗舰店', '新款', '床上用品', '包邮'],
}
