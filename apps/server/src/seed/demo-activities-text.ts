import type { ActivityQuestion } from '../platform/db/schema.ts';

// Words for the activities demo: cities with a place in each, activity ideas per classification, question sets.

export const ACTIVITY_CITIES: { city: string; address: string; lat: number; lng: number }[] = [
  { city: '北京', address: '北京市延庆区八达岭长城景区南门', lat: 40.3599, lng: 116.02 },
  { city: '上海', address: '上海市黄浦区中山东一路外滩观景台', lat: 31.2397, lng: 121.4906 },
  { city: '杭州', address: '浙江省杭州市西湖区北山街断桥', lat: 30.2587, lng: 120.1517 },
  { city: '成都', address: '四川省成都市青羊区宽窄巷子', lat: 30.6637, lng: 104.0556 },
  { city: '西安', address: '陕西省西安市碑林区南门城墙', lat: 34.2529, lng: 108.9469 },
  { city: '厦门', address: '福建省厦门市思明区鼓浪屿码头', lat: 24.4477, lng: 118.0672 },
  { city: '昆明', address: '云南省昆明市西山区滇池海埂大坝', lat: 24.9592, lng: 102.6578 },
  { city: '大理', address: '云南省大理白族自治州大理市古城南门', lat: 25.6869, lng: 100.1626 },
  { city: '广州', address: '广东省广州市越秀区沙面岛', lat: 23.1075, lng: 113.2437 },
  { city: '深圳', address: '广东省深圳市南山区深圳湾公园', lat: 22.5137, lng: 113.9521 },
  { city: '青岛', address: '山东省青岛市市南区栈桥', lat: 36.0607, lng: 120.3171 },
  { city: '重庆', address: '重庆市渝中区洪崖洞', lat: 29.5628, lng: 106.5786 },
  { city: '南京', address: '江苏省南京市玄武区中山陵景区', lat: 32.0584, lng: 118.8487 },
  { city: '苏州', address: '江苏省苏州市姑苏区平江路', lat: 31.3194, lng: 120.6315 },
  { city: '桂林', address: '广西壮族自治区桂林市阳朔县西街', lat: 24.7786, lng: 110.4922 },
  { city: '拉萨', address: '西藏自治区拉萨市城关区布达拉宫广场', lat: 29.6534, lng: 91.1175 },
  { city: '哈尔滨', address: '黑龙江省哈尔滨市道里区中央大街', lat: 45.7732, lng: 126.6177 },
  { city: '三亚', address: '海南省三亚市吉阳区亚龙湾', lat: 18.2304, lng: 109.6435 },
  { city: '长沙', address: '湖南省长沙市岳麓区橘子洲头', lat: 28.1857, lng: 112.9641 },
  { city: '武汉', address: '湖北省武汉市武昌区东湖绿道', lat: 30.5526, lng: 114.3953 },
];

/**
 * Ideas per classification name (0006's seed): a title pattern (the city goes in), an introduction, and the hour it
 * starts when its nature sets one (a sunrise hike before dawn, a night walk at dusk); else morning or afternoon.
 */
export const ACTIVITY_IDEAS: Record<string, { title: string; intro: string; hour?: number }[]> = {
  户外徒步: [
    { title: '{city}周末轻徒步', intro: '全程约10公里，爬升不大，新手友好。领队全程陪同，沿途讲解自然与历史。' },
    {
      title: '{city}日出登山团',
      intro: '凌晨四点半集合出发，摸黑登顶看日出。请自备头灯与保暖衣物。',
      hour: 4.5,
    },
  ],
  城市漫步: [
    { title: '{city}老街城市漫步', intro: '跟着本地向导走街串巷，听老建筑背后的故事，最后在老字号喝一杯茶。' },
    {
      title: '{city}夜游城市光影',
      intro: '傍晚六点半集合，边走边拍城市夜景，适合带上相机或手机。',
      hour: 18.5,
    },
  ],
  美食探店: [
    { title: '{city}地道小吃一日游', intro: '一天吃遍本地人常去的小馆子，费用含试吃，饭量大的朋友请放心。' },
    { title: '{city}早茶与市集', intro: '早上七点半集合，逛市集、吃早茶，认识当地的时令食材。', hour: 7.5 },
  ],
  摄影采风: [
    { title: '{city}摄影采风日', intro: '摄影师带队，讲解构图与光线，活动后有作品点评。' },
    { title: '{city}人文街拍', intro: '以街头人文为主题的拍摄练习，欢迎各种器材。' },
  ],
  亲子研学: [
    { title: '{city}亲子自然课堂', intro: '带孩子认识植物与昆虫，动手做一份自然笔记。' },
    { title: '{city}博物馆亲子研学', intro: '讲解员带领，小朋友完成寻宝任务单，家长陪同。' },
  ],
  文化展览: [
    { title: '{city}非遗手作体验', intro: '跟着非遗传承人学一门手艺，成品可以带回家。' },
    { title: '{city}城市记忆展导览', intro: '策展人现场导览，了解城市百年变迁。' },
  ],
  运动骑行: [
    { title: '{city}湖畔骑行', intro: '约25公里环湖骑行，可租车，全程有补给点。' },
    { title: '{city}晨跑俱乐部公开课', intro: '5公里配速跑，跑后有拉伸教学与早餐。' },
  ],
  露营自驾: [
    { title: '{city}周边露营之夜', intro: '帐篷、天幕与晚餐已备好，一起看星星、烤棉花糖。' },
    { title: '{city}周边自驾一日', intro: '车队出发，沿途停靠观景点，欢迎有车或想拼车的朋友。' },
  ],
};

export const QUESTION_SETS: ActivityQuestion[][] = [
  [
    { id: 'name', type: 'name', title: '姓名', required: true },
    { id: 'mobile', type: 'mobile', title: '手机号', required: true },
    { id: 'gender', type: 'gender', title: '性别', required: false },
  ],
  [
    { id: 'name', type: 'name', title: '姓名', required: true },
    { id: 'mobile', type: 'mobile', title: '手机号', required: true },
    { id: 'idNumber', type: 'idNumber', title: '身份证号（购买保险用）', required: true },
    { id: 'level', type: 'single', title: '户外经验', required: true, options: ['第一次', '偶尔参加', '经常参加'] },
  ],
  [
    { id: 'name', type: 'name', title: '姓名', required: true },
    { id: 'mobile', type: 'mobile', title: '手机号', required: true },
    { id: 'email', type: 'email', title: '邮箱（接收行程单）', required: false },
    { id: 'diet', type: 'multiple', title: '饮食忌口', required: false, options: ['不吃辣', '素食', '海鲜过敏', '无'] },
  ],
  [
    { id: 'mobile', type: 'mobile', title: '手机号', required: true },
    { id: 'note', type: 'text', title: '想对领队说的话', required: false },
  ],
];

export const DEMO_NAMES = [
  '王小明',
  '李静',
  '张伟',
  '刘洋',
  '陈晨',
  '杨帆',
  '赵雪',
  '黄磊',
  '周婷',
  '吴昊',
  '徐莉',
  '孙浩',
];
