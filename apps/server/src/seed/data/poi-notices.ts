// What a traveller must know before going to the best-known demo places: opening hours, tickets, booking, the day
// they close, written for each place (docs/product/data.md, "Demo content"). Places not listed here get their
// kind's general notices (places-demo.ts). Prices as posted by each place; a demo, so checked for plausibility.

export type NoticeKind = 'hours' | 'ticket' | 'tip' | 'traffic';
export interface DemoNotice {
  kind: NoticeKind;
  title: string;
  body: string;
}

export const POI_NOTICES: Record<string, DemoNotice[]> = {
  故宫: [
    {
      kind: 'hours',
      title: '开放时间',
      body: '4月1日–10月31日 08:30–17:00（16:00停止入场）；11月1日–3月31日 08:30–16:30（15:30停止入场）。每周一闭馆，法定节假日除外',
    },
    {
      kind: 'ticket',
      title: '门票与预约',
      body: '须提前在故宫博物院官方渠道实名预约，每天20:00放出第7天的票，当天不售票；旺季60元，淡季40元，学生票20元；珍宝馆、钟表馆各10元',
    },
    { kind: 'tip', title: '游玩贴士', body: '凭预约时的身份证件入院，午门进、神武门或东华门出，不走回头路；院内禁止吸烟，不能带打火机' },
    { kind: 'traffic', title: '交通', body: '地铁1号线天安门东站，步行约10分钟到午门；周边不设停车场' },
  ],
  天安门广场: [
    { kind: 'hours', title: '开放时间', body: '全天开放，升旗时间随日出调整' },
    { kind: 'ticket', title: '预约', body: '免费，须提前在官方渠道实名预约，凭身份证件安检进入' },
    { kind: 'tip', title: '游玩贴士', body: '看升旗要提前一小时到长安街安检口排队；广场上不能带无人机和自拍杆' },
  ],
  八达岭长城: [
    { kind: 'hours', title: '开放时间', body: '旺季（4月–10月）06:30–19:00，淡季 07:30–18:00' },
    { kind: 'ticket', title: '门票', body: '旺季40元，淡季35元；北线索道另购；须提前实名购票' },
    { kind: 'traffic', title: '交通', body: '北京北站坐市郊铁路S2线到八达岭站，约一个半小时' },
  ],
  慕田峪长城: [
    { kind: 'hours', title: '开放时间', body: '旺季 07:30–18:00，淡季 08:00–17:00' },
    { kind: 'ticket', title: '门票', body: '门票40元；往返缆车、单程缆车加滑道另购，滑道儿童需身高达到要求并由成人陪同' },
    { kind: 'traffic', title: '交通', body: '东直门有直达的旅游专线，约一个半小时；自驾走京承高速' },
  ],
  西安城墙: [
    { kind: 'hours', title: '开放时间', body: '08:00–22:00（21:30停止登城），南门永宁门入城仪式需另购票' },
    { kind: 'ticket', title: '门票', body: '54元，学生半价；城墙上租自行车单人3小时45元' },
    { kind: 'tip', title: '游玩贴士', body: '骑行一圈约13.7公里；夏天白天墙顶无遮挡，傍晚上城最舒服' },
  ],
  颐和园: [
    { kind: 'hours', title: '开放时间', body: '旺季 06:30–18:00，淡季 07:00–17:00；佛香阁、苏州街等园中园闭园更早' },
    { kind: 'ticket', title: '门票', body: '旺季30元，淡季20元，联票另含园中园；须实名预约' },
  ],
  天坛: [
    { kind: 'hours', title: '开放时间', body: '公园 06:00–22:00；祈年殿等景点 08:00–17:30（淡季至17:00）' },
    { kind: 'ticket', title: '门票', body: '公园门票15元（淡季10元），联票34元（淡季28元）' },
    { kind: 'tip', title: '游玩贴士', body: '早上公园里有晨练的市民，回音壁和圜丘在南边，从东门进最顺' },
  ],
  国家博物馆: [
    { kind: 'hours', title: '开放时间', body: '09:00–17:00（16:00停止入馆），周一闭馆' },
    { kind: 'ticket', title: '预约', body: '免费，须提前在官方渠道实名预约，凭身份证件入馆' },
  ],
  秦始皇兵马俑博物馆: [
    { kind: 'hours', title: '开放时间', body: '3月16日–11月15日 08:30–17:00；11月16日–3月15日 08:30–16:30' },
    { kind: 'ticket', title: '门票', body: '门票120元，学生半价；须实名购票，含丽山园（秦始皇帝陵）' },
    { kind: 'traffic', title: '交通', body: '西安火车站东广场乘游5路（306路）直达，约一小时' },
  ],
  西湖: [
    { kind: 'hours', title: '开放时间', body: '湖区全天开放；游船 07:30–17:00，夏季延长' },
    { kind: 'ticket', title: '门票', body: '西湖免费；三潭印月上岛、雷峰塔等单独收费' },
    { kind: 'tip', title: '游玩贴士', body: '节假日湖滨一带交通管制，建议地铁到龙翔桥站步行' },
  ],
  灵隐寺: [
    { kind: 'hours', title: '开放时间', body: '07:00–18:00' },
    { kind: 'ticket', title: '门票', body: '飞来峰景区45元，进灵隐寺另购香花券30元' },
  ],
  上海博物馆: [
    { kind: 'hours', title: '开放时间', body: '09:00–17:00（16:00停止入馆），周一闭馆' },
    { kind: 'ticket', title: '预约', body: '免费，须提前实名预约，凭身份证件入馆' },
  ],
  外滩: [
    { kind: 'hours', title: '开放时间', body: '全天开放；外滩灯光一般 19:00–22:00 开启' },
    { kind: 'tip', title: '游玩贴士', body: '节假日晚上实行单向通行，陈毅广场一带人流量最大' },
  ],
  鼓浪屿: [
    { kind: 'ticket', title: '船票', body: '东渡邮轮中心往返35元，须提前在官方渠道实名购票；上岛免费，日光岩、菽庄花园等另购' },
    { kind: 'tip', title: '游玩贴士', body: '岛上禁止自行车和电动车，以步行为主；住岛上的客人可走住客通道' },
  ],
  黄山风景区: [
    { kind: 'hours', title: '开放时间', body: '旺季 06:30–16:30（进山），淡季 07:30–16:30' },
    { kind: 'ticket', title: '门票', body: '旺季190元，淡季150元，学生半价；玉屏、云谷、太平索道另购' },
    { kind: 'tip', title: '看日出', body: '夏季日出约05:20，冬季约06:50；从山顶酒店出发需提前40分钟摸黑步行，带头灯和厚外套' },
  ],
  张家界国家森林公园: [
    { kind: 'ticket', title: '门票', body: '门票含环保车，4日内有效；百龙天梯、天子山索道另购' },
    { kind: 'tip', title: '游玩贴士', body: '第一次入园录指纹，之后凭指纹进出' },
  ],
  浅草寺: [
    { kind: 'hours', title: '开放时间', body: '本堂 06:00–17:00（10月–3月 06:30起）；寺院境内全天可进入' },
    { kind: 'ticket', title: '门票', body: '免费' },
    { kind: 'tip', title: '游玩贴士', body: '仲见世通的商店多在 09:00–19:00 营业；雷门的大灯笼晚上也点亮' },
  ],
  东京塔: [
    { kind: 'hours', title: '开放时间', body: '主展望台 09:00–23:00（22:30停止入场）' },
    { kind: 'ticket', title: '门票', body: '主展望台成人1200日元；顶层展望台需另购，建议网上预约时段' },
  ],
  东京晴空塔: [
    { kind: 'hours', title: '开放时间', body: '10:00–21:00（最终入场20:00）' },
    { kind: 'ticket', title: '门票', body: '天望甲板票价按日期和时段浮动，网上提前购票较便宜' },
  ],
  清水寺: [
    { kind: 'hours', title: '开放时间', body: '06:00–18:00（春秋夜间特别参拜期间延长）' },
    { kind: 'ticket', title: '门票', body: '成人500日元' },
  ],
  伏见稻荷大社: [
    { kind: 'hours', title: '开放时间', body: '全天开放' },
    { kind: 'ticket', title: '门票', body: '免费' },
    { kind: 'tip', title: '游玩贴士', body: '登顶稻荷山往返约两小时，山路有台阶，夜间照明有限' },
  ],
};
