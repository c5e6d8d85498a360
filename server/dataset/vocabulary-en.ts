// en category families for Amazon (ids as the contract requires at level 1) and eBay. The zh
// name of each node is a translation; the en name is what these platforms show. Brands invented.
import type { FamilySpec } from './vocabulary-types'

const BEAUTY: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '护肤', en: 'Skin Care', types: [['Serums', '精华'], ['Moisturizers', '面霜', 'winter'], ['Cleansers', '洁面'], ['Sunscreens', '防晒霜', 'summer'], ['Face Masks', '面膜']] },
    { name: '彩妆', en: 'Makeup', types: [['Foundation', '粉底'], ['Lipstick', '口红', 'gift'], ['Mascara', '睫毛膏']] },
    { name: '美发', en: 'Hair Care', types: [['Shampoo', '洗发水'], ['Hair Oils', '护发精油'], ['Hair Dryers', '吹风机', 'gift']] },
  ],
  variants: [['Hydrating', '保湿'], ['Anti-Aging', '抗衰'], ['Brightening', '提亮'], ['Vegan', '纯素'], ['Travel Size', '旅行装']],
  attrs: ['Hyaluronic Acid', 'Niacinamide', 'Vitamin C', 'Fragrance-Free', 'Sensitive Skin', 'Korean', 'Organic', 'Dermatologist Tested'],
  brands: ['Lumera', 'DewLab', 'Veloura', 'Skinvera', 'Petalist', 'Aurelle', 'Nordbloom', 'Clarisse'],
  price: [8, 89], suffixes: ['1 fl oz', '2-Pack', 'for Women', 'for All Skin Types', 'Gift Set'],
}

const OFFICE: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '办公家具', en: 'Office Furniture', types: [['Standing Desks', '升降桌'], ['Office Chairs', '办公椅'], ['Desk Organizers', '桌面收纳']] },
    { name: '书写用品', en: 'Writing Supplies', types: [['Gel Pens', '中性笔', 'school'], ['Highlighters', '荧光笔', 'school'], ['Notebooks', '笔记本', 'school']] },
    { name: '办公电子', en: 'Office Electronics', types: [['Label Makers', '标签机'], ['Paper Shredders', '碎纸机'], ['Calculators', '计算器', 'school']] },
  ],
  variants: [['Ergonomic', '人体工学'], ['Adjustable', '可调节'], ['Compact', '紧凑型'], ['Heavy Duty', '重型'], ['Wireless', '无线']],
  attrs: ['Home Office', 'Back to School', 'Bulk Pack', 'Premium', 'Minimalist', 'Assorted Colors'],
  brands: ['Deskora', 'Penwell', 'Officely', 'Scriptor', 'Workhaven', 'Inkwise'],
  price: [5, 399], suffixes: ['12 Pack', 'for Home Office', 'Black', 'with Storage', 'Set'],
}

const CLOTHING: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '女装', en: 'Women', types: [['Dresses', '连衣裙', 'summer'], ['Sweaters', '毛衣', 'winter'], ['Leggings', '打底裤'], ['Jackets', '外套', 'winter']] },
    { name: '男装', en: 'Men', types: [['T-Shirts', 'T恤', 'summer'], ['Hoodies', '卫衣', 'winter'], ['Jeans', '牛仔裤']] },
    { name: '鞋', en: 'Shoes', types: [['Sneakers', '运动鞋'], ['Boots', '靴子', 'winter'], ['Sandals', '凉鞋', 'summer']] },
  ],
  variants: [['Casual', '休闲'], ['Slim Fit', '修身'], ['Oversized', '宽松'], ['Vintage', '复古'], ['Knit', '针织']],
  attrs: ['Cotton', 'Plus Size', 'Lightweight', 'Stretch', 'Cozy', 'Breathable', 'Waterproof'],
  brands: ['Northwind', 'Linenly', 'Maplecrest', 'Urban Fable', 'Coastline', 'Ravenna', 'Tidewear', 'Kestrel'],
  price: [12, 159], suffixes: ['for Women', 'for Men', 'Regular Fit', 'Size S-XXL', 'Fall Winter'],
}

const HOME: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '厨房电器', en: 'Kitchen Appliances', types: [['Air Fryers', '空气炸锅', 'gift'], ['Coffee Makers', '咖啡机', 'gift'], ['Blenders', '搅拌机', 'summer']] },
    { name: '床品', en: 'Bedding', types: [['Weighted Blankets', '重力毯', 'winter'], ['Comforters', '被子', 'winter'], ['Sheet Sets', '床单套装']] },
    { name: '收纳', en: 'Storage & Organization', types: [['Storage Bins', '收纳箱', 'spring'], ['Shelves', '置物架']] },
    { name: '水具', en: 'Drinkware', types: [['Tumblers', '随行杯'], ['Water Bottles', '水瓶', 'summer']] },
  ],
  variants: [['Stainless Steel', '不锈钢'], ['Large Capacity', '大容量'], ['Programmable', '可编程'], ['Non-Stick', '不粘'], ['Queen Size', '大号']],
  attrs: ['Insulated', 'BPA Free', 'Dishwasher Safe', 'Farmhouse', 'Aesthetic', 'Space Saving', 'Cooling'],
  brands: ['Hearthly', 'Kitchora', 'Nestwell', 'Oakmere', 'Brewline', 'Cozyloft', 'Pantrix', 'Glassby'],
  price: [10, 249], suffixes: ['for Kitchen', '40 oz', 'Gray', 'Set of 4', 'for Home'],
}

const SPORTS: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '健身', en: 'Exercise & Fitness', types: [['Yoga Mats', '瑜伽垫', 'spring'], ['Dumbbells', '哑铃', 'spring'], ['Resistance Bands', '弹力带', 'spring']] },
    { name: '户外休闲', en: 'Outdoor Recreation', types: [['Camping Tents', '帐篷', 'summer'], ['Sleeping Bags', '睡袋', 'summer'], ['Hiking Backpacks', '登山包', 'summer']] },
    { name: '球拍运动', en: 'Racquet Sports', types: [['Pickleball Paddles', '匹克球拍', 'summer'], ['Tennis Rackets', '网球拍', 'summer']] },
  ],
  variants: [['Non-Slip', '防滑'], ['Adjustable', '可调节'], ['Ultralight', '超轻'], ['Beginner', '入门'], ['Pro', '专业']],
  attrs: ['Home Gym', 'Portable', 'Waterproof', 'Family', 'Carry Bag', 'Extra Thick'],
  brands: ['Peakform', 'Trailcraft', 'Flexcore', 'Summitra', 'Rallypro', 'Ironvale'],
  price: [9, 299], suffixes: ['with Carry Bag', 'for Men Women', 'Set', '2 Pack', 'Outdoor'],
}

const GROCERY: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '咖啡', en: 'Coffee', types: [['Ground Coffee', '研磨咖啡'], ['Coffee Pods', '咖啡胶囊'], ['Instant Coffee', '速溶咖啡', 'winter']] },
    { name: '零食', en: 'Snacks', types: [['Protein Bars', '蛋白棒', 'spring'], ['Beef Jerky', '牛肉干'], ['Trail Mix', '混合坚果', 'gift']] },
    { name: '饮料', en: 'Beverages', types: [['Sports Drinks', '运动饮料', 'summer'], ['Sparkling Water', '气泡水', 'summer'], ['Matcha Powder', '抹茶粉']] },
  ],
  variants: [['Organic', '有机'], ['Keto', '生酮'], ['Variety Pack', '混合装'], ['Sugar Free', '无糖'], ['Family Size', '家庭装']],
  attrs: ['Gluten Free', 'High Protein', 'Non-GMO', 'Bulk', 'Low Calorie', 'Vegan'],
  brands: ['Harvest Lane', 'Brewbird', 'Nutrivo', 'Greenmill', 'Crunchwell', 'Purespring'],
  price: [4, 49], suffixes: ['12 Count', 'Pack of 6', '16 oz', 'Variety Pack', 'Bulk'],
}

const ELECTRONICS: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    { name: '耳机音频', en: 'Headphones & Audio', types: [['Wireless Earbuds', '无线耳机', 'gift'], ['Bluetooth Speakers', '蓝牙音箱', 'summer']] },
    { name: '智能家居', en: 'Smart Home', types: [['Smart Plugs', '智能插座'], ['Security Cameras', '安防摄像头']] },
    { name: '电脑配件', en: 'Computer Accessories', types: [['Keyboards', '键盘', 'school'], ['Mice', '鼠标', 'school'], ['Chargers', '充电器']] },
  ],
  variants: [['Wireless', '无线'], ['Mechanical', '机械'], ['Fast Charging', '快充'], ['Noise Cancelling', '降噪'], ['Compact', '迷你']],
  attrs: ['Bluetooth', 'USB-C', 'RGB', 'Alexa Compatible', 'Long Battery', 'Gaming'],
  brands: ['Voltra', 'Sonique', 'Keyforge', 'Lumilink', 'Circuitry', 'Ampora'],
  price: [9, 199], suffixes: ['Black', 'for iPhone Android', '2-Pack', 'with Case', 'for PC Mac'],
}

export const AMAZON_FAMILIES: FamilySpec[] = [
  { key: 'beauty', id: 3760911, name: '美妆个护', en: 'Beauty & Personal Care', ...BEAUTY },
  { key: 'office', id: 1064954, name: '办公用品', en: 'Office Products', ...OFFICE },
  { key: 'clothing', id: 7141123011, name: '服装鞋靴珠宝', en: 'Clothing, Shoes & Jewelry', ...CLOTHING },
  { key: 'home', id: 1055398, name: '家居厨房', en: 'Home & Kitchen', ...HOME },
  { key: 'sports', id: 3375251, name: '运动户外', en: 'Sports & Outdoors', ...SPORTS },
  { key: 'grocery', id: 16310101, name: '食品杂货', en: 'Grocery & Gourmet Food', ...GROCERY },
  { key: 'electronics', id: 172282, name: '电子产品', en: 'Electronics', ...ELECTRONICS },
]

export const EBAY_FAMILIES: FamilySpec[] = [
  { key: 'clothing', id: 1853126, name: '服装鞋包配饰', en: 'Clothing, Shoes & Accessories', ...CLOTHING },
  { key: 'beauty', id: 26395, name: '健康美容', en: 'Health & Beauty', ...BEAUTY },
  { key: 'home', id: 11700, name: '家居园艺', en: 'Home & Garden', ...HOME },
  { key: 'electronics', id: 293, name: '消费电子', en: 'Consumer Electronics', ...ELECTRONICS },
  { key: 'sports', id: 888, name: '体育用品', en: 'Sporting Goods', ...SPORTS },
]
