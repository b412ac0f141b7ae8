// Well-known places at their real coordinates (WGS-84, to about 100 m), for the demo database. Each destination is
// named as in the destinations table (Chinese name and country); each POI: Chinese name | English name | kind |
// lat | lng | labels (comma separated).

export interface DemoDestination {
  city: string;
  country: string;
  pois: string;
}

export const DEMO_POIS: DemoDestination[] = [
  {
    city: '北京',
    country: 'CN',
    pois: `
故宫|The Palace Museum|sight|39.9163|116.3972|必游,古迹,博物馆
天安门广场|Tiananmen Square|sight|39.9055|116.3976|必游,免费
天坛|Temple of Heaven|sight|39.8822|116.4066|古迹,世界遗产
颐和园|Summer Palace|sight|39.9999|116.2755|园林,世界遗产
八达岭长城|Badaling Great Wall|sight|40.3569|116.0200|必游,世界遗产
慕田峪长城|Mutianyu Great Wall|sight|40.4319|116.5704|世界遗产,徒步
南锣鼓巷|Nanluoguxiang|shopping|39.9370|116.4032|胡同,美食
王府井|Wangfujing|shopping|39.9139|116.4109|购物
798艺术区|798 Art District|fun|39.9842|116.4951|艺术,拍照
什刹海|Shichahai|sight|39.9403|116.3874|夜景,胡同
全聚德(前门店)|Quanjude Qianmen|food|39.8974|116.3976|烤鸭
国家博物馆|National Museum of China|sight|39.9050|116.4012|博物馆,免费`,
  },
  {
    city: '上海',
    country: 'CN',
    pois: `
外滩|The Bund|sight|31.2400|121.4900|必游,夜景,免费
东方明珠|Oriental Pearl Tower|sight|31.2397|121.4998|地标,夜景
豫园|Yu Garden|sight|31.2272|121.4921|园林,古迹
南京路步行街|Nanjing Road|shopping|31.2355|121.4778|购物
上海迪士尼乐园|Shanghai Disneyland|fun|31.1440|121.6570|亲子,主题乐园
田子坊|Tianzifang|shopping|31.2084|121.4692|文艺,拍照
上海博物馆|Shanghai Museum|sight|31.2281|121.4755|博物馆,免费
武康路|Wukang Road|sight|31.2055|121.4372|建筑,拍照
上海中心大厦|Shanghai Tower|sight|31.2335|121.5055|地标,夜景
城隍庙小吃广场|City God Temple Snacks|food|31.2262|121.4917|小吃
新天地|Xintiandi|shopping|31.2197|121.4750|购物,夜生活
朱家角古镇|Zhujiajiao Water Town|sight|31.1090|121.0550|古镇`,
  },
  {
    city: '杭州',
    country: 'CN',
    pois: `
西湖|West Lake|sight|30.2460|120.1450|必游,世界遗产,免费
灵隐寺|Lingyin Temple|sight|30.2409|120.1007|寺庙
雷峰塔|Leifeng Pagoda|sight|30.2313|120.1489|古迹,夜景
西溪国家湿地公园|Xixi Wetland|sight|30.2727|120.0633|自然
河坊街|Hefang Street|shopping|30.2425|120.1680|小吃,古街
龙井村|Longjing Village|sight|30.2249|120.1218|茶园
楼外楼|Louwailou|food|30.2535|120.1448|杭帮菜`,
  },
  {
    city: '西安',
    country: 'CN',
    pois: `
秦始皇兵马俑博物馆|Terracotta Army|sight|34.3853|109.2785|必游,世界遗产,博物馆
大雁塔|Giant Wild Goose Pagoda|sight|34.2197|108.9641|古迹
西安城墙|Xi'an City Wall|sight|34.2602|108.9428|古迹,骑行
回民街|Muslim Quarter|food|34.2640|108.9428|小吃
大唐不夜城|Datang Everbright City|fun|34.2130|108.9657|夜景
华清宫|Huaqing Palace|sight|34.3626|109.2120|古迹,温泉
陕西历史博物馆|Shaanxi History Museum|sight|34.2249|108.9545|博物馆`,
  },
  {
    city: '成都',
    country: 'CN',
    pois: `
成都大熊猫繁育研究基地|Chengdu Panda Base|sight|30.7327|104.1460|必游,亲子,熊猫
宽窄巷子|Kuanzhai Alley|shopping|30.6697|104.0543|古街,小吃
锦里|Jinli Street|shopping|30.6464|104.0476|古街,夜景
武侯祠|Wuhou Shrine|sight|30.6463|104.0478|古迹
杜甫草堂|Du Fu Thatched Cottage|sight|30.6603|104.0289|园林
春熙路|Chunxi Road|shopping|30.6554|104.0812|购物
都江堰|Dujiangyan|sight|31.0014|103.6050|世界遗产
人民公园鹤鸣茶社|Heming Teahouse|food|30.6577|104.0562|茶馆`,
  },
  {
    city: '重庆',
    country: 'CN',
    pois: `
洪崖洞|Hongyadong|sight|29.5635|106.5790|夜景,拍照
解放碑|Jiefangbei|shopping|29.5575|106.5772|购物
长江索道|Yangtze River Cableway|fun|29.5556|106.5884|拍照
磁器口古镇|Ciqikou Old Town|sight|29.5795|106.4483|古镇,小吃
李子坝轻轨站|Liziba Station|sight|29.5527|106.5336|网红,拍照
武隆天生三桥|Wulong Three Natural Bridges|sight|29.4386|107.7965|自然,世界遗产`,
  },
  {
    city: '广州',
    country: 'CN',
    pois: `
广州塔|Canton Tower|sight|23.1066|113.3245|地标,夜景
陈家祠|Chen Clan Ancestral Hall|sight|23.1258|113.2449|古迹,建筑
沙面|Shamian Island|sight|23.1070|113.2420|建筑,拍照
长隆野生动物世界|Chimelong Safari Park|fun|23.0020|113.3110|亲子
北京路步行街|Beijing Road|shopping|23.1247|113.2693|购物
陶陶居(第十甫店)|Taotaoju|food|23.1202|113.2501|早茶`,
  },
  {
    city: '深圳',
    country: 'CN',
    pois: `
世界之窗|Window of the World|fun|22.5363|113.9732|亲子,主题乐园
欢乐谷|Happy Valley Shenzhen|fun|22.5400|113.9810|主题乐园
深圳湾公园|Shenzhen Bay Park|sight|22.5160|113.9580|海滨,免费
大梅沙|Dameisha Beach|sight|22.5940|114.3050|海滨
华侨城创意园|OCT Loft|fun|22.5400|113.9950|艺术`,
  },
  {
    city: '厦门',
    country: 'CN',
    pois: `
鼓浪屿|Gulangyu|sight|24.4473|118.0670|必游,海岛,世界遗产
南普陀寺|Nanputuo Temple|sight|24.4420|118.0970|寺庙
厦门大学|Xiamen University|sight|24.4365|118.0960|建筑
曾厝垵|Zengcuo'an|food|24.4290|118.1230|小吃,文艺
环岛路|Huandao Road|sight|24.4360|118.1320|海滨,骑行
中山路步行街|Zhongshan Road|shopping|24.4560|118.0810|购物,小吃`,
  },
  {
    city: '桂林',
    country: 'CN',
    pois: `
漓江|Li River|sight|25.0640|110.4300|必游,自然
象鼻山|Elephant Trunk Hill|sight|25.2697|110.2950|地标
阳朔西街|Yangshuo West Street|shopping|24.7780|110.4930|古街,夜景
遇龙河|Yulong River|sight|24.7680|110.4350|自然,漂流
龙脊梯田|Longji Rice Terraces|sight|25.7560|110.1150|自然,摄影`,
  },
  {
    city: '三亚',
    country: 'CN',
    pois: `
亚龙湾|Yalong Bay|sight|18.2287|109.6380|海滨,潜水
天涯海角|Tianya Haijiao|sight|18.2944|109.3530|地标
蜈支洲岛|Wuzhizhou Island|sight|18.3124|109.7631|海岛,潜水
南山文化旅游区|Nanshan Cultural Park|sight|18.2994|109.2048|寺庙
三亚湾|Sanya Bay|sight|18.2690|109.4560|海滨,日落
第一市场|No.1 Market|food|18.2440|109.5060|海鲜`,
  },
  {
    city: '丽江',
    country: 'CN',
    pois: `
丽江古城|Lijiang Old Town|sight|26.8721|100.2340|必游,古城,世界遗产
玉龙雪山|Jade Dragon Snow Mountain|sight|27.1000|100.1800|雪山
束河古镇|Shuhe Old Town|sight|26.9200|100.2070|古镇
黑龙潭|Black Dragon Pool|sight|26.8840|100.2360|拍照
泸沽湖|Lugu Lake|sight|27.7200|100.7800|自然`,
  },
  {
    city: '大理',
    country: 'CN',
    pois: `
大理古城|Dali Old Town|sight|25.6930|100.1620|古城
洱海|Erhai Lake|sight|25.7000|100.2500|自然,骑行
崇圣寺三塔|Three Pagodas|sight|25.7050|100.1460|古迹
双廊古镇|Shuanglang|sight|25.9150|100.1940|古镇,日落
喜洲古镇|Xizhou|sight|25.8500|100.1270|古镇,美食`,
  },
  {
    city: '苏州',
    country: 'CN',
    pois: `
拙政园|Humble Administrator's Garden|sight|31.3250|120.6290|园林,世界遗产
留园|Lingering Garden|sight|31.3170|120.5940|园林
平江路|Pingjiang Road|sight|31.3150|120.6330|古街
周庄|Zhouzhuang|sight|31.1170|120.8450|古镇
苏州博物馆|Suzhou Museum|sight|31.3240|120.6270|博物馆,建筑
寒山寺|Hanshan Temple|sight|31.3100|120.5660|寺庙`,
  },
  {
    city: '香港',
    country: 'HK',
    pois: `
维多利亚港|Victoria Harbour|sight|22.2930|114.1700|夜景,必游
太平山顶|Victoria Peak|sight|22.2710|114.1500|夜景
香港迪士尼乐园|Hong Kong Disneyland|fun|22.3130|114.0410|亲子,主题乐园
星光大道|Avenue of Stars|sight|22.2930|114.1740|免费
庙街夜市|Temple Street Night Market|shopping|22.3060|114.1700|夜市
海洋公园|Ocean Park|fun|22.2460|114.1750|亲子`,
  },
  {
    city: '澳门',
    country: 'MO',
    pois: `
大三巴牌坊|Ruins of St. Paul's|sight|22.1975|113.5409|地标,世界遗产
议事亭前地|Senado Square|sight|22.1935|113.5394|世界遗产
澳门塔|Macau Tower|fun|22.1800|113.5370|地标
威尼斯人|The Venetian Macao|shopping|22.1475|113.5595|购物`,
  },
  {
    city: '台北',
    country: 'TW',
    pois: `
台北101|Taipei 101|sight|25.0340|121.5645|地标,夜景
台北故宫博物院|National Palace Museum|sight|25.1024|121.5485|博物馆
士林夜市|Shilin Night Market|food|25.0880|121.5240|夜市,小吃
九份老街|Jiufen Old Street|sight|25.1090|121.8440|古街
中正纪念堂|Chiang Kai-shek Memorial Hall|sight|25.0350|121.5210|建筑`,
  },
  {
    city: '东京',
    country: 'JP',
    pois: `
浅草寺|Senso-ji|sight|35.7148|139.7967|必游,寺庙
东京塔|Tokyo Tower|sight|35.6586|139.7454|地标,夜景
东京晴空塔|Tokyo Skytree|sight|35.7101|139.8107|地标
涩谷十字路口|Shibuya Crossing|sight|35.6595|139.7005|拍照,免费
明治神宫|Meiji Jingu|sight|35.6764|139.6993|神社
银座|Ginza|shopping|35.6717|139.7650|购物
筑地场外市场|Tsukiji Outer Market|food|35.6655|139.7707|海鲜
东京迪士尼乐园|Tokyo Disneyland|fun|35.6329|139.8804|亲子,主题乐园
秋叶原|Akihabara|shopping|35.6984|139.7731|动漫
上野公园|Ueno Park|sight|35.7156|139.7745|赏樱`,
  },
  {
    city: '京都',
    country: 'JP',
    pois: `
伏见稻荷大社|Fushimi Inari Taisha|sight|34.9671|135.7727|必游,神社
清水寺|Kiyomizu-dera|sight|34.9949|135.7850|寺庙,世界遗产
金阁寺|Kinkaku-ji|sight|35.0394|135.7292|寺庙,世界遗产
岚山竹林|Arashiyama Bamboo Grove|sight|35.0170|135.6713|拍照
祇园|Gion|sight|35.0037|135.7750|古街
锦市场|Nishiki Market|food|35.0050|135.7650|小吃`,
  },
  {
    city: '大阪',
    country: 'JP',
    pois: `
大阪城|Osaka Castle|sight|34.6873|135.5262|古迹,赏樱
道顿堀|Dotonbori|food|34.6687|135.5013|美食,夜景
日本环球影城|Universal Studios Japan|fun|34.6654|135.4323|亲子,主题乐园
心斋桥|Shinsaibashi|shopping|34.6750|135.5010|购物
通天阁|Tsutenkaku|sight|34.6525|135.5063|地标
黑门市场|Kuromon Market|food|34.6653|135.5066|海鲜`,
  },
  {
    city: '首尔',
    country: 'KR',
    pois: `
景福宫|Gyeongbokgung|sight|37.5796|126.9770|必游,古迹
明洞|Myeongdong|shopping|37.5636|126.9826|购物,美妆
N首尔塔|N Seoul Tower|sight|37.5512|126.9882|夜景
北村韩屋村|Bukchon Hanok Village|sight|37.5826|126.9830|拍照
东大门|Dongdaemun|shopping|37.5663|127.0092|购物,夜市
广藏市场|Gwangjang Market|food|37.5700|126.9996|小吃`,
  },
  {
    city: '曼谷',
    country: 'TH',
    pois: `
大皇宫|Grand Palace|sight|13.7500|100.4913|必游,寺庙
卧佛寺|Wat Pho|sight|13.7465|100.4930|寺庙
郑王庙|Wat Arun|sight|13.7437|100.4889|寺庙,日落
考山路|Khao San Road|fun|13.7590|100.4970|夜生活
恰图恰周末市场|Chatuchak Market|shopping|13.7999|100.5500|购物
暹罗广场|Siam Paragon|shopping|13.7462|100.5347|购物`,
  },
  {
    city: '新加坡',
    country: 'SG',
    pois: `
滨海湾花园|Gardens by the Bay|sight|1.2816|103.8636|必游,夜景
鱼尾狮公园|Merlion Park|sight|1.2868|103.8545|地标,免费
圣淘沙|Sentosa|fun|1.2494|103.8303|海岛,亲子
新加坡环球影城|Universal Studios Singapore|fun|1.2540|103.8238|主题乐园
牛车水|Chinatown|food|1.2833|103.8443|小吃
新加坡动物园|Singapore Zoo|fun|1.4043|103.7930|亲子`,
  },
  {
    city: '巴黎',
    country: 'FR',
    pois: `
埃菲尔铁塔|Eiffel Tower|sight|48.8584|2.2945|必游,地标
卢浮宫|Louvre Museum|sight|48.8606|2.3376|博物馆,艺术
巴黎圣母院|Notre-Dame de Paris|sight|48.8530|2.3499|建筑
凯旋门|Arc de Triomphe|sight|48.8738|2.2950|地标
奥赛博物馆|Musée d'Orsay|sight|48.8600|2.3266|博物馆,艺术
香榭丽舍大街|Champs-Élysées|shopping|48.8698|2.3078|购物
蒙马特高地|Montmartre|sight|48.8867|2.3431|艺术,拍照
老佛爷百货|Galeries Lafayette|shopping|48.8738|2.3320|购物`,
  },
  {
    city: '伦敦',
    country: 'GB',
    pois: `
大英博物馆|British Museum|sight|51.5194|-0.1270|博物馆,免费
伦敦塔桥|Tower Bridge|sight|51.5055|-0.0754|地标
伦敦眼|London Eye|fun|51.5033|-0.1196|地标,夜景
白金汉宫|Buckingham Palace|sight|51.5014|-0.1419|必游
威斯敏斯特教堂|Westminster Abbey|sight|51.4993|-0.1273|建筑
国家美术馆|National Gallery|sight|51.5089|-0.1283|艺术,免费
博罗市场|Borough Market|food|51.5055|-0.0910|美食`,
  },
  {
    city: '罗马',
    country: 'IT',
    pois: `
罗马斗兽场|Colosseum|sight|41.8902|12.4922|必游,古迹
特莱维喷泉|Trevi Fountain|sight|41.9009|12.4833|免费
万神殿|Pantheon|sight|41.8986|12.4769|古迹
梵蒂冈博物馆|Vatican Museums|sight|41.9065|12.4536|博物馆,艺术
西班牙台阶|Spanish Steps|sight|41.9059|12.4823|拍照
古罗马广场|Roman Forum|sight|41.8925|12.4853|古迹`,
  },
  {
    city: '纽约',
    country: 'US',
    pois: `
自由女神像|Statue of Liberty|sight|40.6892|-74.0445|必游,地标
时代广场|Times Square|sight|40.7580|-73.9855|夜景,免费
中央公园|Central Park|sight|40.7829|-73.9654|免费
大都会艺术博物馆|The Met|sight|40.7794|-73.9632|博物馆,艺术
帝国大厦|Empire State Building|sight|40.7484|-73.9857|地标,夜景
布鲁克林大桥|Brooklyn Bridge|sight|40.7061|-73.9969|拍照
第五大道|Fifth Avenue|shopping|40.7616|-73.9747|购物`,
  },
  {
    city: '悉尼',
    country: 'AU',
    pois: `
悉尼歌剧院|Sydney Opera House|sight|-33.8568|151.2153|必游,地标
悉尼海港大桥|Sydney Harbour Bridge|sight|-33.8523|151.2108|地标
邦迪海滩|Bondi Beach|sight|-33.8915|151.2767|海滨
岩石区|The Rocks|shopping|-33.8599|151.2090|古街
塔龙加动物园|Taronga Zoo|fun|-33.8434|151.2412|亲子`,
  },
  {
    city: '迪拜',
    country: 'AE',
    pois: `
哈利法塔|Burj Khalifa|sight|25.1972|55.2744|地标,必游
迪拜购物中心|The Dubai Mall|shopping|25.1985|55.2796|购物
帆船酒店|Burj Al Arab|hotel|25.1412|55.1853|地标
棕榈岛|Palm Jumeirah|sight|25.1124|55.1390|海岛
迪拜黄金市场|Gold Souk|shopping|25.2700|55.2970|购物`,
  },
  {
    city: '普吉岛',
    country: 'TH',
    pois: `
芭东海滩|Patong Beach|sight|7.8964|98.2962|海滨,夜生活
普吉大佛|Big Buddha Phuket|sight|7.8277|98.3128|寺庙
卡伦海滩|Karon Beach|sight|7.8470|98.2940|海滨
普吉老城|Phuket Old Town|sight|7.8840|98.3880|建筑,美食
神仙半岛|Promthep Cape|sight|7.7620|98.3050|日落`,
  },
  {
    city: '南京',
    country: 'CN',
    pois: `
中山陵|Sun Yat-sen Mausoleum|sight|32.0643|118.8486|必游,古迹
夫子庙|Confucius Temple|sight|32.0206|118.7884|古迹,夜景
秦淮河|Qinhuai River|sight|32.0218|118.7865|夜景
明孝陵|Ming Xiaoling Mausoleum|sight|32.0580|118.8290|世界遗产
南京博物院|Nanjing Museum|sight|32.0406|118.8236|博物馆,免费
玄武湖|Xuanwu Lake|sight|32.0750|118.7950|免费
老门东|Laomendong|food|32.0150|118.7900|小吃,古街`,
  },
  {
    city: '青岛',
    country: 'CN',
    pois: `
栈桥|Zhanqiao Pier|sight|36.0603|120.3192|地标,海滨
八大关|Badaguan|sight|36.0530|120.3520|建筑,拍照
崂山|Mount Laoshan|sight|36.1540|120.6180|自然
青岛啤酒博物馆|Tsingtao Beer Museum|fun|36.0780|120.3540|啤酒
五四广场|May Fourth Square|sight|36.0620|120.3840|夜景,免费
劈柴院|Pichaiyuan|food|36.0680|120.3220|小吃`,
  },
  {
    city: '拉萨',
    country: 'CN',
    pois: `
布达拉宫|Potala Palace|sight|29.6578|91.1169|必游,世界遗产
大昭寺|Jokhang Temple|sight|29.6530|91.1330|寺庙,世界遗产
八廓街|Barkhor Street|shopping|29.6520|91.1340|古街
罗布林卡|Norbulingka|sight|29.6530|91.0950|园林
色拉寺|Sera Monastery|sight|29.6980|91.1330|寺庙
纳木错|Namtso|sight|30.7200|90.6000|自然,湖泊`,
  },
  {
    city: '哈尔滨',
    country: 'CN',
    pois: `
中央大街|Central Street|shopping|45.7770|126.6170|必游,建筑
圣索菲亚教堂|Saint Sophia Cathedral|sight|45.7700|126.6250|建筑
冰雪大世界|Ice and Snow World|fun|45.7860|126.5670|冰雪
太阳岛|Sun Island|sight|45.7900|126.5900|自然
松花江|Songhua River|sight|45.7850|126.6200|冰雪`,
  },
  {
    city: '张家界',
    country: 'CN',
    pois: `
张家界国家森林公园|Zhangjiajie National Forest Park|sight|29.3250|110.4340|必游,世界遗产
天门山|Tianmen Mountain|sight|29.0530|110.4820|自然,索道
袁家界|Yuanjiajie|sight|29.3500|110.4170|自然
黄龙洞|Yellow Dragon Cave|sight|29.3820|110.5460|溶洞
张家界大峡谷玻璃桥|Glass Bridge|fun|29.3970|110.6950|刺激`,
  },
  {
    city: '黄山',
    country: 'CN',
    pois: `
黄山风景区|Mount Huangshan|sight|30.1300|118.1700|必游,世界遗产
宏村|Hongcun|sight|30.0000|117.9880|古镇,世界遗产
西递|Xidi|sight|29.9040|117.9880|古镇
屯溪老街|Tunxi Old Street|shopping|29.7130|118.3130|古街
呈坎|Chengkan|sight|29.9850|118.3560|古镇`,
  },
  {
    city: '武汉',
    country: 'CN',
    pois: `
黄鹤楼|Yellow Crane Tower|sight|30.5450|114.3000|必游,古迹
东湖|East Lake|sight|30.5600|114.3900|自然,骑行
户部巷|Hubu Alley|food|30.5460|114.2990|小吃
湖北省博物馆|Hubei Provincial Museum|sight|30.5630|114.3630|博物馆,免费
武汉大学|Wuhan University|sight|30.5400|114.3620|赏樱
江汉路步行街|Jianghan Road|shopping|30.5800|114.2900|购物`,
  },
  {
    city: '昆明',
    country: 'CN',
    pois: `
滇池|Dianchi Lake|sight|24.8200|102.7000|自然
石林|Stone Forest|sight|24.8160|103.3250|世界遗产
翠湖公园|Green Lake Park|sight|25.0480|102.7050|免费
云南民族村|Yunnan Ethnic Village|fun|24.9700|102.6600|民俗
西山龙门|Western Hills|sight|24.9600|102.6280|自然`,
  },
  {
    city: '清迈',
    country: 'TH',
    pois: `
素贴山双龙寺|Wat Phra That Doi Suthep|sight|18.8048|98.9216|必游,寺庙
清迈古城|Chiang Mai Old City|sight|18.7883|98.9853|古城
契迪龙寺|Wat Chedi Luang|sight|18.7870|98.9866|寺庙
宁曼路|Nimman Road|shopping|18.7990|98.9680|文艺
周日夜市|Sunday Walking Street|shopping|18.7880|98.9880|夜市
清迈大学|Chiang Mai University|sight|18.8030|98.9520|拍照`,
  },
  {
    city: '巴厘岛',
    country: 'ID',
    pois: `
海神庙|Tanah Lot|sight|-8.6212|115.0868|寺庙,日落
乌布皇宫|Ubud Palace|sight|-8.5069|115.2625|文化
德格拉朗梯田|Tegallalang Rice Terraces|sight|-8.4312|115.2792|自然,拍照
库塔海滩|Kuta Beach|sight|-8.7184|115.1686|海滨
乌鲁瓦图情人崖|Uluwatu Temple|sight|-8.8291|115.0849|日落
金巴兰海滩|Jimbaran Beach|food|-8.7770|115.1660|海鲜`,
  },
  {
    city: '吉隆坡',
    country: 'MY',
    pois: `
双子塔|Petronas Twin Towers|sight|3.1579|101.7116|必游,地标
黑风洞|Batu Caves|sight|3.2379|101.6841|寺庙
独立广场|Merdeka Square|sight|3.1478|101.6934|建筑
亚罗街|Jalan Alor|food|3.1455|101.7086|小吃,夜市
武吉免登|Bukit Bintang|shopping|3.1466|101.7113|购物`,
  },
  {
    city: '札幌',
    country: 'JP',
    pois: `
大通公园|Odori Park|sight|43.0600|141.3480|免费,雪祭
札幌电视塔|Sapporo TV Tower|sight|43.0611|141.3564|地标
札幌啤酒博物馆|Sapporo Beer Museum|fun|43.0714|141.3689|啤酒
二条市场|Nijo Market|food|43.0586|141.3588|海鲜
薄野|Susukino|food|43.0553|141.3530|夜生活,拉面`,
  },
  {
    city: '巴塞罗那',
    country: 'ES',
    pois: `
圣家堂|Sagrada Família|sight|41.4036|2.1744|必游,建筑
巴特罗之家|Casa Batlló|sight|41.3916|2.1649|建筑
古埃尔公园|Park Güell|sight|41.4145|2.1527|建筑,拍照
兰布拉大道|La Rambla|shopping|41.3809|2.1735|购物
波盖利亚市场|La Boqueria|food|41.3817|2.1717|美食
诺坎普球场|Camp Nou|fun|41.3809|2.1228|足球`,
  },
  {
    city: '威尼斯',
    country: 'IT',
    pois: `
圣马可广场|Piazza San Marco|sight|45.4341|12.3388|必游
里亚托桥|Rialto Bridge|sight|45.4380|12.3359|地标
叹息桥|Bridge of Sighs|sight|45.4340|12.3409|拍照
总督宫|Doge's Palace|sight|45.4337|12.3404|博物馆
彩色岛|Burano|sight|45.4853|12.4167|拍照`,
  },
  {
    city: '伊斯坦布尔',
    country: 'TR',
    pois: `
圣索菲亚大教堂|Hagia Sophia|sight|41.0086|28.9802|必游,古迹
蓝色清真寺|Blue Mosque|sight|41.0054|28.9768|建筑
托普卡帕宫|Topkapı Palace|sight|41.0115|28.9834|博物馆
大巴扎|Grand Bazaar|shopping|41.0107|28.9681|购物
加拉塔塔|Galata Tower|sight|41.0256|28.9742|地标`,
  },
  {
    city: '阿姆斯特丹',
    country: 'NL',
    pois: `
国家博物馆|Rijksmuseum|sight|52.3600|4.8852|博物馆,艺术
梵高博物馆|Van Gogh Museum|sight|52.3584|4.8811|博物馆,艺术
安妮之家|Anne Frank House|sight|52.3752|4.8840|历史
水坝广场|Dam Square|sight|52.3731|4.8926|免费
运河游船|Canal Cruise|fun|52.3780|4.9000|游船`,
  },
  {
    city: '布拉格',
    country: 'CZ',
    pois: `
查理大桥|Charles Bridge|sight|50.0865|14.4114|必游,地标
布拉格城堡|Prague Castle|sight|50.0911|14.4016|古迹
老城广场|Old Town Square|sight|50.0875|14.4213|免费
天文钟|Astronomical Clock|sight|50.0870|14.4208|地标
跳舞的房子|Dancing House|sight|50.0755|14.4141|建筑`,
  },
  {
    city: '洛杉矶',
    country: 'US',
    pois: `
好莱坞星光大道|Hollywood Walk of Fame|sight|34.1016|-118.3267|地标,免费
格里菲斯天文台|Griffith Observatory|sight|34.1184|-118.3004|夜景,免费
圣莫尼卡码头|Santa Monica Pier|sight|34.0092|-118.4976|海滨
好莱坞环球影城|Universal Studios Hollywood|fun|34.1381|-118.3534|主题乐园
盖蒂中心|Getty Center|sight|34.0780|-118.4741|博物馆,艺术`,
  },
  {
    city: '墨尔本',
    country: 'AU',
    pois: `
联邦广场|Federation Square|sight|-37.8180|144.9691|免费
弗林德斯街车站|Flinders Street Station|sight|-37.8183|144.9671|建筑
维多利亚女王市场|Queen Victoria Market|food|-37.8076|144.9568|美食
霍西尔巷|Hosier Lane|sight|-37.8165|144.9690|涂鸦,拍照
圣基尔达海滩|St Kilda Beach|sight|-37.8676|144.9740|海滨`,
  },
  {
    city: '开罗',
    country: 'EG',
    pois: `
吉萨金字塔群|Pyramids of Giza|sight|29.9792|31.1342|必游,世界遗产
埃及博物馆|Egyptian Museum|sight|30.0478|31.2336|博物馆
汗哈利利市场|Khan el-Khalili|shopping|30.0477|31.2623|购物
萨拉丁城堡|Cairo Citadel|sight|30.0287|31.2599|古迹`,
  },
];
