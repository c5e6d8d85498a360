// en category families for Amazon (ids as the contract requires at level 1) and eBay. The zh
// name of each node is a translation; the en name is what these platforms show. Brands invented.
// Price bands in US $. Groups whose products differ have their own modifiers, title words and endings.
import type { FamilySpec } from './vocabulary-types'

const BEAUTY: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '护肤',
      en: 'Skin Care',
      types: [
        ['Serums', '精华', [9, 69]],
        ['Moisturizers', '面霜', [9, 79], 'winter'],
        ['Cleansers', '洁面', [7, 39]],
        ['Sunscreens', '防晒霜', [8, 45], 'summer'],
        ['Face Masks', '面膜', [5, 35]],
      ],
      variants: [
        ['Hydrating', '保湿'],
        ['Anti-Aging', '抗衰'],
        ['Brightening', '提亮'],
        ['Vegan', '纯素'],
        ['Travel Size', '旅行装'],
      ],
      attrs: ['Hyaluronic Acid', 'Niacinamide', 'Vitamin C', 'Fragrance-Free', 'Dermatologist Tested', 'Korean', 'Organic'],
      suffixes: ['1 fl oz', '2-Pack', 'for All Skin Types', 'Gift Set'],
    },
    {
      name: '彩妆',
      en: 'Makeup',
      types: [
        ['Foundation', '粉底', [8, 59]],
        ['Lipstick', '口红', [6, 45], 'gift'],
        ['Mascara', '睫毛膏', [6, 32]],
      ],
      variants: [
        ['Matte', '哑光'],
        ['Long-Lasting', '持久'],
        ['Waterproof', '防水'],
        ['Sheer', '透薄'],
      ],
      attrs: ['Cruelty-Free', 'Full Coverage', 'Korean', 'Smudge-Proof', 'Buildable'],
      suffixes: ['Gift Set', '2-Pack', 'Shade Light', 'for Women'],
    },
    {
      name: '美发',
      en: 'Hair Care',
      types: [
        ['Shampoo', '洗发水', [6, 39]],
        ['Hair Oils', '护发精油', [8, 49]],
        ['Hair Dryers', '吹风机', [25, 199], 'gift'],
      ],
      variants: [
        ['Volumizing', '丰盈'],
        ['Repairing', '修护'],
        ['Salon', '沙龙'],
        ['Travel Size', '旅行装'],
      ],
      attrs: ['Argan Oil', 'Sulfate-Free', 'Frizz Control', 'Keratin', 'Organic'],
      suffixes: ['for Women', 'Gift Set', 'for All Hair Types', '2-Pack'],
    },
  ],
  variants: [],
  attrs: [],
  suffixes: [],
  brands: ['Lumera', 'DewLab', 'Veloura', 'Skinvera', 'Petalist', 'Aurelle', 'Nordbloom', 'Clarisse'],
}

const OFFICE: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '办公家具',
      en: 'Office Furniture',
      types: [
        ['Standing Desks', '升降桌', [149, 699]],
        ['Office Chairs', '办公椅', [69, 499]],
        ['Desk Organizers', '桌面收纳', [9, 49]],
      ],
      variants: [
        ['Ergonomic', '人体工学'],
        ['Adjustable', '可调节'],
        ['Compact', '紧凑型'],
        ['Heavy Duty', '重型'],
        ['L-Shaped', 'L形'],
      ],
      attrs: ['Home Office', 'Premium', 'Minimalist', 'Easy Assembly'],
      suffixes: ['Black', 'with Storage', 'White Oak'],
    },
    {
      name: '书写用品',
      en: 'Writing Supplies',
      types: [
        ['Gel Pens', '中性笔', [4, 25], 'school'],
        ['Highlighters', '荧光笔', [3, 18], 'school'],
        ['Notebooks', '笔记本', [4, 29], 'school'],
      ],
      variants: [
        ['Pastel', '马卡龙色'],
        ['Classic', '经典'],
        ['Colorful', '彩色'],
      ],
      attrs: ['Back to School', 'Bulk Pack', 'Assorted Colors', 'Minimalist', 'Premium'],
      suffixes: ['12 Count', 'Set', 'for Students'],
    },
    {
      name: '办公电子',
      en: 'Office Electronics',
      types: [
        ['Label Makers', '标签机', [19, 89]],
        ['Paper Shredders', '碎纸机', [29, 199]],
        ['Calculators', '计算器', [5, 39], 'school'],
      ],
      variants: [
        ['Compact', '紧凑型'],
        ['Heavy Duty', '重型'],
        ['Portable', '便携'],
      ],
      attrs: ['Home Office', 'Premium', 'Rechargeable', 'Quiet'],
      suffixes: ['Black', 'for Home Office', 'White'],
    },
  ],
  variants: [],
  attrs: [],
  suffixes: [],
  brands: ['Deskora', 'Penwell', 'Officely', 'Scriptor', 'Workhaven', 'Inkwise'],
}

const CLOTHING: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '女装',
      en: 'Women',
      types: [
        ['Dresses', '连衣裙', [19, 89], 'summer'],
        ['Sweaters', '毛衣', [19, 79], 'winter'],
        ['Leggings', '打底裤', [9, 39]],
        ['Jackets', '外套', [29, 149], 'winter'],
      ],
    },
    {
      name: '男装',
      en: 'Men',
      types: [
        ['T-Shirts', 'T恤', [8, 35], 'summer'],
        ['Hoodies', '卫衣', [19, 69], 'winter'],
        ['Jeans', '牛仔裤', [19, 79]],
      ],
    },
    {
      name: '鞋',
      en: 'Shoes',
      types: [
        ['Sneakers', '运动鞋', [29, 149]],
        ['Boots', '靴子', [39, 179], 'winter'],
        ['Sandals', '凉鞋', [15, 69], 'summer'],
      ],
      variants: [
        ['Casual', '休闲'],
        ['Platform', '厚底'],
        ['Leather', '真皮'],
        ['Slip-On', '一脚蹬'],
      ],
      attrs: ['Breathable', 'Waterproof', 'Wide Width', 'Memory Foam', 'Lightweight'],
      suffixes: ['for Women', 'for Men', 'Size 6-12'],
    },
  ],
  variants: [
    ['Casual', '休闲'],
    ['Slim Fit', '修身'],
    ['Oversized', '宽松'],
    ['Vintage', '复古'],
    ['Knit', '针织'],
  ],
  attrs: ['Cotton', 'Plus Size', 'Lightweight', 'Stretch', 'Cozy', 'Breathable', 'Waterproof'],
  brands: ['Northwind', 'Linenly', 'Maplecrest', 'Urban Fable', 'Coastline', 'Ravenna', 'Tidewear', 'Kestrel'],
  suffixes: ['for Women', 'for Men', 'Regular Fit', 'Size S-XXL', 'Fall Winter'],
}

const HOME: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '厨房电器',
      en: 'Kitchen Appliances',
      types: [
        ['Air Fryers', '空气炸锅', [39, 199], 'gift'],
        ['Coffee Makers', '咖啡机', [19, 249], 'gift'],
        ['Blenders', '搅拌机', [19, 149], 'summer'],
      ],
      variants: [
        ['Stainless Steel', '不锈钢'],
        ['Large Capacity', '大容量'],
        ['Programmable', '可编程'],
        ['Compact', '迷你'],
        ['Digital', '数显'],
      ],
      attrs: ['BPA Free', 'Dishwasher Safe', 'Space Saving', 'Aesthetic'],
      suffixes: ['for Kitchen', 'Black', 'Gray'],
    },
    {
      name: '床品',
      en: 'Bedding',
      types: [
        ['Weighted Blankets', '重力毯', [29, 149], 'winter'],
        ['Comforters', '被子', [29, 199], 'winter'],
        ['Sheet Sets', '床单套装', [19, 129]],
      ],
      variants: [
        ['Queen Size', '大号'],
        ['King Size', '特大号'],
        ['Microfiber', '超细纤维'],
        ['All Season', '四季'],
      ],
      attrs: ['Cooling', 'Farmhouse', 'Aesthetic', 'Breathable'],
      suffixes: ['Gray', 'for Bedroom', 'White'],
    },
    {
      name: '收纳',
      en: 'Storage & Organization',
      types: [
        ['Storage Bins', '收纳箱', [9, 49], 'spring'],
        ['Shelves', '置物架', [19, 149]],
      ],
      variants: [
        ['Stackable', '可叠放'],
        ['Collapsible', '可折叠'],
        ['Large Capacity', '大容量'],
        ['Compact', '迷你'],
      ],
      attrs: ['Space Saving', 'Farmhouse', 'Aesthetic'],
      suffixes: ['Set of 4', 'Gray', 'for Home'],
    },
    {
      name: '水具',
      en: 'Drinkware',
      types: [
        ['Tumblers', '随行杯', [9, 49]],
        ['Water Bottles', '水瓶', [8, 45], 'summer'],
      ],
      variants: [
        ['Stainless Steel', '不锈钢'],
        ['Large Capacity', '大容量'],
        ['Leak-Proof', '防漏'],
      ],
      attrs: ['Insulated', 'BPA Free', 'Dishwasher Safe', 'Aesthetic'],
      suffixes: ['40 oz', 'Set of 4', 'Gray'],
    },
  ],
  variants: [],
  attrs: [],
  suffixes: [],
  brands: ['Hearthly', 'Kitchora', 'Nestwell', 'Oakmere', 'Brewline', 'Cozyloft', 'Pantrix', 'Glassby'],
}

const SPORTS: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '健身',
      en: 'Exercise & Fitness',
      types: [
        ['Yoga Mats', '瑜伽垫', [12, 79], 'spring'],
        ['Dumbbells', '哑铃', [19, 199], 'spring'],
        ['Resistance Bands', '弹力带', [8, 35], 'spring'],
      ],
      variants: [
        ['Non-Slip', '防滑'],
        ['Adjustable', '可调节'],
        ['Beginner', '入门'],
        ['Pro', '专业'],
        ['Eco-Friendly', '环保'],
      ],
      attrs: ['Home Gym', 'Portable', 'Extra Thick', 'Carry Bag'],
    },
    {
      name: '户外休闲',
      en: 'Outdoor Recreation',
      types: [
        ['Camping Tents', '帐篷', [49, 399], 'summer'],
        ['Sleeping Bags', '睡袋', [25, 149], 'summer'],
        ['Hiking Backpacks', '登山包', [29, 179], 'summer'],
      ],
      variants: [
        ['Ultralight', '超轻'],
        ['Beginner', '入门'],
        ['Pro', '专业'],
        ['Waterproof', '防水'],
      ],
      attrs: ['Portable', 'Waterproof', 'Family', 'Carry Bag'],
    },
    {
      name: '球拍运动',
      en: 'Racquet Sports',
      types: [
        ['Pickleball Paddles', '匹克球拍', [19, 149], 'summer'],
        ['Tennis Rackets', '网球拍', [29, 249], 'summer'],
      ],
      variants: [
        ['Beginner', '入门'],
        ['Pro', '专业'],
        ['Carbon Fiber', '碳纤维'],
      ],
      attrs: ['Family', 'Carry Bag', 'USAPA Approved'],
    },
  ],
  variants: [],
  attrs: [],
  brands: ['Peakform', 'Trailcraft', 'Flexcore', 'Summitra', 'Rallypro', 'Ironvale'],
  suffixes: ['with Carry Bag', 'for Men Women', 'Set', '2 Pack', 'Outdoor'],
}

const GROCERY: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '咖啡',
      en: 'Coffee',
      types: [
        ['Ground Coffee', '研磨咖啡', [7, 29]],
        ['Coffee Pods', '咖啡胶囊', [9, 49]],
        ['Instant Coffee', '速溶咖啡', [5, 25], 'winter'],
      ],
      variants: [
        ['Organic', '有机'],
        ['Decaf', '低因'],
        ['Dark Roast', '深烘'],
        ['Variety Pack', '混合装'],
      ],
      attrs: ['Fair Trade', 'Single Origin', 'Bulk', 'Non-GMO'],
    },
    {
      name: '零食',
      en: 'Snacks',
      types: [
        ['Protein Bars', '蛋白棒', [12, 45], 'spring'],
        ['Beef Jerky', '牛肉干', [7, 39]],
        ['Trail Mix', '混合坚果', [6, 29], 'gift'],
      ],
      variants: [
        ['Organic', '有机'],
        ['Keto', '生酮'],
        ['Variety Pack', '混合装'],
        ['Sugar Free', '无糖'],
        ['Family Size', '家庭装'],
      ],
      attrs: ['Gluten Free', 'High Protein', 'Non-GMO', 'Bulk', 'Low Calorie', 'Vegan'],
    },
    {
      name: '饮料',
      en: 'Beverages',
      types: [
        ['Sports Drinks', '运动饮料', [9, 35], 'summer'],
        ['Sparkling Water', '气泡水', [6, 29], 'summer'],
        ['Matcha Powder', '抹茶粉', [9, 39]],
      ],
      variants: [
        ['Organic', '有机'],
        ['Sugar Free', '无糖'],
        ['Variety Pack', '混合装'],
        ['Flavored', '风味'],
      ],
      attrs: ['Low Calorie', 'Non-GMO', 'Vegan', 'Gluten Free'],
    },
  ],
  variants: [],
  attrs: [],
  brands: ['Harvest Lane', 'Brewbird', 'Nutrivo', 'Greenmill', 'Crunchwell', 'Purespring'],
  suffixes: ['12 Count', 'Pack of 6', '16 oz', 'Bulk'],
}

const ELECTRONICS: Omit<FamilySpec, 'key' | 'id' | 'name' | 'en'> = {
  groups: [
    {
      name: '耳机音频',
      en: 'Headphones & Audio',
      types: [
        ['Wireless Earbuds', '无线耳机', [19, 249], 'gift'],
        ['Bluetooth Speakers', '蓝牙音箱', [19, 299], 'summer'],
      ],
      variants: [
        ['Noise Cancelling', '降噪'],
        ['Waterproof', '防水'],
        ['Compact', '迷你'],
        ['Sports', '运动'],
      ],
      attrs: ['Bluetooth', 'Long Battery', 'Deep Bass', 'USB-C'],
      suffixes: ['Black', 'for iPhone Android', 'with Case'],
    },
    {
      name: '智能家居',
      en: 'Smart Home',
      types: [
        ['Smart Plugs', '智能插座', [9, 39]],
        ['Security Cameras', '安防摄像头', [25, 199]],
      ],
      variants: [
        ['Wi-Fi', 'Wi-Fi'],
        ['Outdoor', '户外'],
        ['Compact', '迷你'],
      ],
      attrs: ['Alexa Compatible', 'App Control', 'Energy Monitoring'],
      suffixes: ['2-Pack', '4-Pack', 'White'],
    },
    {
      name: '电脑配件',
      en: 'Computer Accessories',
      types: [
        ['Keyboards', '键盘', [15, 149], 'school'],
        ['Mice', '鼠标', [9, 79], 'school'],
        ['Chargers', '充电器', [9, 59]],
      ],
      variants: [
        ['Wireless', '无线'],
        ['Compact', '迷你'],
        ['Slim', '超薄'],
        ['Ergonomic', '人体工学'],
      ],
      attrs: ['Bluetooth', 'USB-C', 'RGB', 'Gaming'],
      suffixes: ['Black', 'for PC Mac', '2-Pack'],
    },
  ],
  variants: [],
  attrs: [],
  suffixes: [],
  brands: ['Voltra', 'Sonique', 'Keyforge', 'Lumilink', 'Circuitry', 'Ampora'],
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
