// zh category families: food, drinks, kitchen, bedding, sports, outdoor, kids, gadgets. Brands invented.
import type { FamilySpec } from './vocabulary-types'

export const SNACKS: FamilySpec = {
  key: 'snacks', id: 50002766, name: '零食/坚果/特产', en: 'Snacks, Nuts & Local Specialties', jd: '休闲食品', douyin: '食品',
  groups: [
    { name: '坚果炒货', en: 'Nuts & Seeds', types: [['每日坚果', 'Daily Nut Mixes', 'gift'], ['碧根果', 'Pecans', 'gift'], ['巴旦木', 'Almonds'], ['夏威夷果', 'Macadamias', 'gift']] },
    { name: '饼干糕点', en: 'Biscuits & Pastries', types: [['苏打饼干', 'Soda Crackers'], ['蛋黄酥', 'Egg-Yolk Pastries'], ['月饼', 'Mooncakes', 'midautumn'], ['桃酥', 'Walnut Cookies']] },
    { name: '肉干肉脯', en: 'Jerky', types: [['牛肉干', 'Beef Jerky', 'gift'], ['猪肉脯', 'Pork Jerky'], ['鸭脖', 'Braised Duck Necks']] },
    { name: '糖果巧克力', en: 'Sweets & Chocolate', types: [['巧克力', 'Chocolate', 'winter'], ['软糖', 'Gummies'], ['牛轧糖', 'Nougat', 'gift']] },
    { name: '果干蜜饯', en: 'Dried Fruit', types: [['冻干水果', 'Freeze-Dried Fruit'], ['芒果干', 'Dried Mango'], ['山楂条', 'Hawthorn Strips']] },
  ],
  variants: [['原味', 'Original'], ['麻辣', 'Spicy'], ['低糖', 'Low-Sugar'], ['独立包装', 'Individually Wrapped'], ['礼盒装', 'Gift Box'], ['散装', 'Bulk']],
  attrs: ['办公室', '网红', '健康', '儿童', '解馋', '休闲', '年货', '整箱'],
  brands: ['果仁坊/GUORENFANG', '小嘴馋/XIAOZUI', '粮匠/LIANGJIANG', '丰禾/FENGHE', '味思/WEISI', '三山/SANSHAN', '南北记/NANBEI', '甜趣/TIANQU'],
  price: [9.9, 199],
  suffixes: ['零食大礼包', '整箱', '休闲食品', '官方旗舰店', '特产'],
}

export const DRINKS: FamilySpec = {
  key: 'drinks', id: 50026316, name: '咖啡/麦片/冲饮', en: 'Coffee, Cereal & Drinks', jd: '饮料冲调', douyin: '饮品',
  groups: [
    { name: '咖啡', en: 'Coffee', types: [['速溶咖啡', 'Instant Coffee'], ['挂耳咖啡', 'Drip-Bag Coffee'], ['冷萃咖啡', 'Cold Brew', 'summer'], ['咖啡豆', 'Coffee Beans']] },
    { name: '茶饮', en: 'Tea Drinks', types: [['花草茶', 'Herbal Tea', 'winter'], ['奶茶', 'Milk Tea', 'winter'], ['柠檬茶', 'Lemon Tea', 'summer']] },
    { name: '饮料', en: 'Beverages', types: [['气泡水', 'Sparkling Water', 'summer'], ['功能饮料', 'Functional Drinks', 'summer'], ['椰子水', 'Coconut Water', 'summer']] },
    { name: '麦片谷物', en: 'Cereal', types: [['燕麦片', 'Oatmeal', 'winter'], ['代餐粉', 'Meal Replacement Powder', 'spring']] },
  ],
  variants: [['无糖', 'Sugar-Free'], ['低脂', 'Low-Fat'], ['即溶', 'Instant'], ['冷泡', 'Cold-Steep'], ['浓缩', 'Concentrated'], ['小袋装', 'Sachet']],
  attrs: ['提神', '健身', '早餐', '冲饮', '0脂', '便携', '整箱', '美式'],
  brands: ['三顿/SANDUN', '啡语/FEIYU', '麦谷源/MAIGU', '清泉记/QINGQUAN', '元气森/YUANQI', '椰乡/YEXIANG', '晨曦/CHENXI', '拾叶/SHIYE'],
  price: [19, 269],
  suffixes: ['整箱', '官方旗舰店', '量贩装', '家庭装', '尝鲜装'],
}

export const KITCHEN: FamilySpec = {
  key: 'kitchen', id: 50016349, name: '厨房/烹饪用具', en: 'Kitchen & Cookware', jd: '厨具',
  groups: [
    { name: '锅具', en: 'Pots & Pans', types: [['炒锅', 'Woks'], ['不粘锅', 'Non-Stick Pans'], ['砂锅', 'Clay Pots', 'winter'], ['汤锅', 'Stock Pots', 'winter']] },
    { name: '刀具砧板', en: 'Knives & Boards', types: [['菜刀', 'Kitchen Knives'], ['砧板', 'Cutting Boards']] },
    { name: '餐具水具', en: 'Tableware & Drinkware', types: [['碗碟套装', 'Dinnerware Sets', 'gift'], ['保温杯', 'Vacuum Flasks', 'winter'], ['玻璃杯', 'Glasses', 'summer']] },
    { name: '烘焙用具', en: 'Bakeware', types: [['烤盘', 'Baking Trays'], ['烘焙模具', 'Baking Moulds', 'midautumn']] },
    { name: '茶具', en: 'Tea Ware', types: [['茶具套装', 'Tea Sets', 'gift'], ['煮茶器', 'Tea Kettles', 'winter'], ['公道杯', 'Tea Pitchers']] },
  ],
  variants: [['不锈钢', 'Stainless'], ['陶瓷', 'Ceramic'], ['铸铁', 'Cast-Iron'], ['家用', 'Household'], ['日式', 'Japanese-Style'], ['加厚', 'Heavy-Duty']],
  attrs: ['麦饭石', '无涂层', '耐高温', '大容量', '易清洗', '轻奢', '燃气电磁炉通用', '304'],
  brands: ['厨匠/CHUJIANG', '炊烟/CHUIYAN', '铁锻坊/TIEDUAN', '瓷语/CIYU', '食器集/SHIQI', '锦厨/JINCHU', '汉釜/HANFU', '山茶器/SHANCHA'],
  price: [19, 599],
  suffixes: ['家用', '官方旗舰店', '套装', '新款', '厨房用品'],
}

export const BEDDING: FamilySpec = {
  key: 'bedding', id: 50008163, name: '床上用品', en: 'Bedding', jd: '家纺', douyin: '家纺',
  groups: [
    { name: '床品套件', en: 'Bedding Sets', types: [['四件套', 'Four-Piece Sets', 'gift'], ['床单', 'Bed Sheets'], ['被套', 'Duvet Covers']] },
    { name: '被子', en: 'Quilts', types: [['羽绒被', 'Down Duvets', 'winter'], ['蚕丝被', 'Silk Quilts', 'autumn'], ['夏凉被', 'Summer Quilts', 'summer']] },
    { name: '枕头', en: 'Pillows', types: [['乳胶枕', 'Latex Pillows'], ['记忆枕', 'Memory-Foam Pillows']] },
    { name: '凉席', en: 'Summer Mats', types: [['凉席', 'Sleeping Mats', 'summer'], ['冰丝凉席', 'Ice-Silk Mats', 'summer']] },
  ],
  variants: [['纯棉', 'Cotton'], ['磨毛', 'Brushed'], ['天丝', 'Tencel'], ['水洗棉', 'Washed-Cotton'], ['加厚', 'Thick'], ['全棉', 'Pure-Cotton']],
  attrs: ['亲肤', '简约', 'ins风', '北欧', '抗菌', '四季', '学生宿舍', '1.8m床'],
  brands: ['眠语/MIANYU', '棉舍/MIANSHE', '暖居/NUANJU', '安寝/ANQIN', '云栖/YUNQI', '素织/SUZHI', '梦岛/MENGDAO', '宜枕/YIZHEN'],
  price: [49, 1599],
  suffixes: ['家纺', '官方旗舰店', '新款', '床上用品', '宿舍'],
}
