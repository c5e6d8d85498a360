// zh category families: sportswear, outdoor, kids, phone accessories. Brands invented; price bands in yuan.
import type { FamilySpec } from './vocabulary-types'

export const SPORTSWEAR: FamilySpec = {
  key: 'sportswear',
  id: 50011699,
  name: '运动服/休闲服装',
  en: 'Sportswear',
  jd: '运动服饰',
  douyin: '运动户外',
  groups: [
    {
      name: '运动上装',
      en: 'Sports Tops',
      types: [
        ['运动T恤', 'Sports T-Shirts', [39, 299], 'summer'],
        ['速干衣', 'Quick-Dry Tops', [39, 299], 'summer'],
        ['运动卫衣', 'Sports Sweatshirts', [79, 499], 'autumn'],
      ],
      variants: [
        ['速干', 'Quick-Dry'],
        ['训练', 'Training'],
        ['跑步', 'Running'],
        ['男女款', 'Unisex'],
        ['宽松', 'Loose'],
      ],
    },
    {
      name: '运动下装',
      en: 'Sports Bottoms',
      types: [
        ['瑜伽裤', 'Yoga Pants', [49, 399]],
        ['运动短裤', 'Sports Shorts', [29, 199], 'summer'],
        ['束脚裤', 'Joggers', [59, 399]],
      ],
      variants: [
        ['高弹', 'Stretch'],
        ['速干', 'Quick-Dry'],
        ['训练', 'Training'],
        ['跑步', 'Running'],
        ['裸感', 'Second-Skin'],
      ],
    },
    {
      name: '运动外套',
      en: 'Sports Jackets',
      types: [
        ['冲锋衣', 'Shell Jackets', [199, 1999], 'autumn'],
        ['软壳外套', 'Softshell Jackets', [159, 999], 'autumn'],
        ['运动羽绒服', 'Sports Down Jackets', [299, 1999], 'winter'],
      ],
      variants: [
        ['防风', 'Windproof'],
        ['男女款', 'Unisex'],
        ['三合一', '3-in-1'],
        ['防水', 'Waterproof'],
      ],
    },
  ],
  variants: [
    ['速干', 'Quick-Dry'],
    ['高弹', 'Stretch'],
    ['防风', 'Windproof'],
    ['男女款', 'Unisex'],
    ['训练', 'Training'],
    ['跑步', 'Running'],
  ],
  attrs: ['透气', '户外', '健身', '轻薄', '吸汗', '防泼水', '情侣', '大码'],
  brands: ['迅驰/XUNCHI', '跃动/YUEDONG', '峰行/FENGXING', '极跑/JIPAO', '动力源/DONGLI', '远山/YUANSHAN', '奔野/BENYE', '速影/SUYING'],
  suffixes: ['运动服', '官方旗舰店', '新款', '男女同款', '专业'],
}

export const OUTDOOR: FamilySpec = {
  key: 'outdoor',
  id: 50013886,
  name: '户外/登山/野营/旅行用品',
  en: 'Outdoor, Camping & Travel',
  jd: '户外装备',
  groups: [
    {
      name: '露营装备',
      en: 'Camping Gear',
      types: [
        ['帐篷', 'Tents', [199, 2999], 'spring'],
        ['天幕', 'Tarps', [99, 1299], 'summer'],
        ['折叠椅', 'Folding Chairs', [39, 399], 'spring'],
        ['露营车', 'Camping Wagons', [99, 599], 'spring'],
      ],
    },
    {
      name: '户外鞋服',
      en: 'Outdoor Footwear',
      types: [
        ['登山鞋', 'Hiking Boots', [199, 1299], 'autumn'],
        ['徒步鞋', 'Trail Shoes', [159, 999], 'spring'],
      ],
      variants: [
        ['防水', 'Waterproof'],
        ['轻量', 'Lightweight'],
        ['专业', 'Pro'],
        ['中帮', 'Mid-Cut'],
      ],
      attrs: ['防滑', '透气', '耐磨'],
    },
    {
      name: '骑行装备',
      en: 'Cycling Gear',
      types: [
        ['骑行服', 'Cycling Jerseys', [59, 599], 'summer'],
        ['骑行头盔', 'Cycling Helmets', [59, 699], 'spring'],
      ],
      variants: [
        ['专业', 'Pro'],
        ['轻量', 'Lightweight'],
        ['速干', 'Quick-Dry'],
      ],
      attrs: ['防晒', '公路车', '山地', '透气'],
    },
    {
      name: '垂钓用品',
      en: 'Fishing',
      types: [
        ['鱼竿', 'Fishing Rods', [39, 1299], 'spring'],
        ['钓箱', 'Tackle Boxes', [59, 899], 'summer'],
      ],
      variants: [
        ['专业', 'Pro'],
        ['便携', 'Portable'],
        ['碳素', 'Carbon'],
      ],
      attrs: ['全套', '野钓', '大容量'],
    },
  ],
  variants: [
    ['便携', 'Portable'],
    ['轻量', 'Lightweight'],
    ['折叠', 'Folding'],
    ['专业', 'Pro'],
    ['防水', 'Waterproof'],
    ['自动', 'Automatic'],
  ],
  attrs: ['野营', '自驾', '大容量', '网红', '加厚', '防晒', '全套'],
  brands: ['山野客/SHANYE', '牧高/MUGAO', '行者/XINGZHE', '探途/TANTU', '青峦/QINGLUAN', '北纬/BEIWEI', '驭风/YUFENG', '渔乐/YULE'],
  suffixes: ['旅行', '官方旗舰店', '装备', '新款', '套装'],
}

export const KIDS: FamilySpec = {
  key: 'kids',
  id: 50008165,
  name: '童装/婴儿装/亲子装',
  en: "Kids' & Baby Clothing",
  jd: '童装童鞋',
  douyin: '童装',
  groups: [
    {
      name: '童装上衣',
      en: "Kids' Tops",
      types: [
        ['儿童T恤', "Kids' T-Shirts", [29, 159], 'summer'],
        ['儿童卫衣', "Kids' Sweatshirts", [49, 259], 'autumn'],
        ['儿童羽绒服', "Kids' Down Jackets", [159, 899], 'winter'],
      ],
      variants: [
        ['男童', "Boys'"],
        ['女童', "Girls'"],
        ['中大童', "Big Kids'"],
        ['纯棉', 'Cotton'],
        ['洋气', 'Stylish'],
      ],
    },
    {
      name: '童装下装',
      en: "Kids' Bottoms",
      types: [
        ['儿童裤', "Kids' Trousers", [39, 199]],
        ['儿童裙', "Girls' Skirts", [49, 259], 'summer'],
      ],
      variants: [
        ['中大童', "Big Kids'"],
        ['纯棉', 'Cotton'],
        ['洋气', 'Stylish'],
        ['休闲', 'Casual'],
      ],
    },
    {
      name: '婴儿服',
      en: 'Baby Clothing',
      types: [
        ['连体衣', 'Rompers', [39, 259]],
        ['爬服', 'Crawling Suits', [39, 199], 'spring'],
      ],
      variants: [
        ['宝宝', 'Baby'],
        ['纯棉', 'Cotton'],
        ['长袖', 'Long-Sleeve'],
      ],
    },
    {
      name: '亲子装',
      en: 'Family Outfits',
      types: [['亲子装', 'Matching Family Outfits', [99, 599], 'gift']],
      variants: [
        ['一家三口', 'Family-of-Three'],
        ['纯棉', 'Cotton'],
        ['洋气', 'Stylish'],
      ],
    },
  ],
  variants: [
    ['男童', "Boys'"],
    ['女童', "Girls'"],
    ['中大童', "Big Kids'"],
    ['宝宝', 'Baby'],
    ['纯棉', 'Cotton'],
    ['洋气', 'Stylish'],
  ],
  attrs: ['纯棉', 'A类', '加绒', '卡通', '新生儿', '宽松', '国风', '舒适'],
  brands: [
    '童趣/TONGQU',
    '小象/XIAOXIANG',
    '萌芽/MENGYA',
    '贝壳/BEIKE',
    '暖暖/NUANNUAN',
    '小森林/XIAOSENLIN',
    '嘟嘟/DUDU',
    '童年/TONGNIAN',
  ],
  suffixes: ['童装', '官方旗舰店', '新款', '儿童', '宝宝'],
}

export const GADGETS: FamilySpec = {
  key: 'gadgets',
  id: 50008090,
  name: '3C数码配件',
  en: 'Phone & Digital Accessories',
  jd: '手机配件',
  groups: [
    {
      name: '充电设备',
      en: 'Charging',
      types: [
        ['充电器', 'Chargers', [19, 199]],
        ['数据线', 'Cables', [9, 59]],
        ['移动电源', 'Power Banks', [49, 299], 'summer'],
      ],
      variants: [
        ['快充', 'Fast-Charge'],
        ['磁吸', 'Magnetic'],
        ['迷你', 'Mini'],
        ['编织', 'Braided'],
      ],
      attrs: ['苹果', '安卓', 'Type-C', '便携', '大容量'],
    },
    {
      name: '手机配件',
      en: 'Phone Accessories',
      types: [
        ['手机壳', 'Phone Cases', [9.9, 99]],
        ['钢化膜', 'Screen Protectors', [9.9, 59]],
        ['手机支架', 'Phone Stands', [9.9, 99]],
      ],
      variants: [
        ['透明', 'Clear'],
        ['防摔', 'Shockproof'],
        ['磁吸', 'Magnetic'],
        ['防窥', 'Privacy'],
      ],
      attrs: ['苹果', '安卓', '超薄', '学生'],
    },
    {
      name: '音频设备',
      en: 'Audio',
      types: [
        ['蓝牙耳机', 'Bluetooth Earbuds', [59, 1999], 'gift'],
        ['头戴耳机', 'Over-Ear Headphones', [99, 2999]],
        ['蓝牙音箱', 'Bluetooth Speakers', [59, 1999]],
      ],
      variants: [
        ['无线', 'Wireless'],
        ['迷你', 'Mini'],
        ['便携', 'Portable'],
        ['运动', 'Sports'],
      ],
      attrs: ['降噪', '游戏', '学生', '长续航'],
    },
  ],
  variants: [],
  attrs: [],
  brands: [
    '极充/JICHONG',
    '电小二/DIANXIAOER',
    '声海/SHENGHAI',
    '酷壳/KUKE',
    '绿源/LVYUAN',
    '闪电侠/SHANDIAN',
    '品胜达/PINSHENG',
    '凯联/KAILIAN',
  ],
  suffixes: ['官方旗舰店', '适用苹果华为', '新款', '通用', '正品'],
}
