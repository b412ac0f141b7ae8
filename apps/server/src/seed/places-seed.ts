import { sql } from 'kysely';
import { renderSceneImage } from './demo-images.ts';
import { SCENE_KINDS, type SceneKind } from './demo-places.ts';
import { sceneOfPlace } from './scene-of-place.ts';
import { seeded } from './demo-text.ts';
import type { AppContext } from '../platform/context.ts';
import type { ImageRef } from '../platform/db/schema.ts';
import { loadSharp } from '../platform/media/load-sharp.ts';
import { POI_NOTICES } from './data/poi-notices.ts';
import { DEMO_POIS } from './data/demo-pois.ts';

// Demo places for a development database: well-known POIs at their real coordinates, each with generated photos
// (drawn, never downloaded), notices, labels; groups per destination; audio-guide tracks (a generated tone) on
// the must-see places. Loaded only while `pois` is empty.

const PHOTOS_PER_POI = 3;

const NOTICES: Record<string, { kind: 'hours' | 'ticket' | 'tip' | 'traffic'; title: string; body: string }[]> = {
  sight: [
    { kind: 'hours', title: '开放时间', body: '旺季 08:00–18:00，淡季 08:30–17:00（停止入场时间为闭园前1小时）' },
    { kind: 'ticket', title: '门票', body: '以景区公示为准；儿童、老人、学生凭证件可享优惠' },
    { kind: 'tip', title: '游玩贴士', body: '节假日人多，建议提前网上预约，早上开园时段游览体验最好' },
    { kind: 'traffic', title: '交通', body: '建议乘坐公共交通前往，附近停车位紧张' },
  ],
  food: [
    { kind: 'hours', title: '营业时间', body: '10:00–22:00，用餐高峰需排队' },
    { kind: 'tip', title: '推荐', body: '招牌菜分量较大，两三人点三四道即可' },
  ],
  shopping: [
    { kind: 'hours', title: '营业时间', body: '10:00–22:00，部分店铺营业至更晚' },
    { kind: 'tip', title: '购物贴士', body: '境外游客可咨询退税服务；注意保管随身财物' },
  ],
  fun: [
    { kind: 'hours', title: '开放时间', body: '09:00–21:00，以当日公告为准' },
    { kind: 'ticket', title: '门票', body: '建议提前线上购票，部分项目有身高限制' },
    { kind: 'tip', title: '游玩贴士', body: '周末及节假日排队时间较长，可选择工作日前往' },
  ],
  hotel: [
    { kind: 'tip', title: '入住须知', body: '入住时间 15:00 后，退房时间 12:00 前' },
    { kind: 'traffic', title: '交通', body: '可提前联系酒店安排接送' },
  ],
  transport: [{ kind: 'tip', title: '出行贴士', body: '高峰时段客流较大，请预留充足时间' }],
};

/** A mono 16-bit WAV of a soft two-note chime, `seconds` long: a stand-in narration with real bytes to seek in. */
export function chimeWav(seconds: number, pitch: number): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const f = Math.floor(t) % 2 === 0 ? pitch : pitch * 1.25;
    const envelope = Math.exp(-3 * (t % 1));
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * f * t) * envelope * 9000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A few pictures of every kind of scene; a POI takes those of the kind its name and labels call for. */
/** The same pictures in another order, so neighbouring POIs of one kind do not open on the same one. */
const rotate = <T>(list: T[], by: number): T[] => list.map((_, k) => list[(k + by) % list.length]!);

async function drawPhotos(ctx: AppContext): Promise<Map<SceneKind, ImageRef[]>> {
  const drawn = await Promise.all(SCENE_KINDS.map(async (kind) => [kind, await drawKind(ctx, kind)] as const));
  return new Map(drawn);
}

async function drawKind(ctx: AppContext, kind: SceneKind): Promise<ImageRef[]> {
  return Promise.all(
    Array.from({ length: PHOTOS_PER_POI }, async (_, i) => {
      const bytes = await renderSceneImage(kind, 100 + i, 750, 500);
      const key = `demo/places/${kind}-${i + 1}.jpg`;
      await ctx.media.put(key, bytes, 'image/jpeg');
      const { dominant } = await (await loadSharp())(bytes).stats();
      const color = `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      return { url: ctx.media.urlOf(key), width: 750, height: 500, color };
    }),
  );
}

interface Parsed {
  destinationId: number;
  name: string;
  nameEn: string;
  kind: string;
  lat: number;
  lng: number;
  labels: string[];
  rank: number;
}

export async function loadPlacesDemo(ctx: AppContext, say: (line: string) => void): Promise<void> {
  const { db } = ctx;
  const existing = await db.selectFrom('pois').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const started = Date.now();
  const cities = await db
    .selectFrom('destinations')
    .select(['id', 'name', 'country_iso2', 'population'])
    .where('kind', '=', 'city')
    .where(
      'name',
      'in',
      DEMO_POIS.map((d) => d.city),
    )
    .orderBy('population', 'desc')
    .execute();
  const parsed: Parsed[] = [];
  for (const d of DEMO_POIS) {
    const city = cities.find((c) => c.name === d.city && c.country_iso2 === d.country);
    if (!city) continue; // reference data without that city: its demo places are skipped
    d.pois
      .trim()
      .split('\n')
      .forEach((line, rank) => {
        const [name, nameEn, kind, lat, lng, labels] = line.split('|');
        parsed.push({
          destinationId: Number(city.id),
          name: name!,
          nameEn: nameEn!,
          kind: kind!,
          lat: Number(lat),
          lng: Number(lng),
          labels: (labels ?? '').split(',').filter(Boolean),
          rank,
        });
      });
  }
  if (parsed.length === 0) return;
  say(`demo content: places (${parsed.length} POIs)…`);
  const photos = await drawPhotos(ctx);
  const audio = [chimeWav(6, 523), chimeWav(8, 440)];
  const audioKeys = ['demo/places/guide-intro.wav', 'demo/places/guide-history.wav'];
  await Promise.all(audio.map((bytes, i) => ctx.media.put(audioKeys[i]!, bytes, 'audio/wav')));
  const rand = seeded(20261123);
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('pois')
      .values(
        parsed.map((p, i) => ({
          destination_id: p.destinationId,
          name: p.name,
          name_en: p.nameEn,
          kind: p.kind,
          lat: p.lat,
          lng: p.lng,
          address: '',
          intro: `${p.name}（${p.nameEn}）是当地最受欢迎的${p.labels[0] ?? '去处'}之一。`,
          photos: JSON.stringify(
            rotate(photos.get(sceneOfPlace(`${p.name} ${p.nameEn} ${p.labels.join(',')}`, p.kind))!, i),
          ),
          score: Math.round((4.2 + rand() * 0.7) * 10) / 10,
          popularity: 1000 - p.rank * 40 + Math.floor(rand() * 30),
          is_demo: true,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => Number(r.id));
    const notices = parsed.flatMap((p, i) =>
      // A well-known place's own notices (故宫: booking, Mondays), else its kind's.
      (POI_NOTICES[p.name] ?? NOTICES[p.kind] ?? NOTICES.sight!).map((n, sort) => ({ poi_id: ids[i]!, sort, ...n })),
    );
    await trx.insertInto('poi_notices').values(notices).execute();
    const labels = parsed.flatMap((p, i) => p.labels.map((label) => ({ poi_id: ids[i]!, label })));
    if (labels.length) await trx.insertInto('poi_labels').values(labels).execute();
    const mustSee = parsed.flatMap((p, i) => (p.labels.includes('必游') ? [ids[i]!] : []));
    if (mustSee.length)
      await trx
        .insertInto('poi_audio_tracks')
        .values(
          mustSee.flatMap((poiId) => [
            { poi_id: poiId, title: '景点介绍', media_key: audioKeys[0]!, duration_s: 6, sort: 0 },
            { poi_id: poiId, title: '历史故事', media_key: audioKeys[1]!, duration_s: 8, sort: 1 },
          ]),
        )
        .execute();
    // Groups: the must-see sights and the food of each destination.
    const destinations = [...new Set(parsed.map((p) => p.destinationId))];
    for (const destinationId of destinations) {
      const members = parsed.map((p, i) => ({ p, id: ids[i]! })).filter((m) => m.p.destinationId === destinationId);
      const groups = [
        { name: '必游景点', intro: '第一次来不能错过', pick: members.filter((m) => m.p.kind === 'sight').slice(0, 6) },
        { name: '吃喝逛买', intro: '美食与购物', pick: members.filter((m) => m.p.kind !== 'sight') },
      ].filter((g) => g.pick.length > 0);
      for (const [sort, g] of groups.entries()) {
        const group = await trx
          .insertInto('poi_groups')
          .values({
            destination_id: destinationId,
            name: g.name,
            intro: g.intro,
            cover_url: photos.get(sort === 0 ? 'palace' : 'food')![destinationId % PHOTOS_PER_POI]!.url,
            sort,
            is_demo: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('poi_group_items')
          .values(g.pick.map((m, k) => ({ group_id: Number(group.id), poi_id: m.id, sort: k })))
          .execute();
      }
    }
  });
  await linkDemoContent(ctx);
  await wantToGoCrowd(ctx);
  const destinationCount = new Set(parsed.map((p) => p.destinationId)).size;
  say(
    `demo content: ${parsed.length} POIs in ${destinationCount} destinations (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/**
 * Who wants to go where (docs/product/data.md "Demo content"): every demo traveller wants to go to 故宫, the crowd a
 * first visitor expects there; each other demo place gets about one in six of them, picked by a hash so every start
 * draws the same. Written as likes on the POI, so the counters' triggers count them like any other.
 */
async function wantToGoCrowd(ctx: AppContext) {
  await sql`
    insert into likes (user_id, target_type, target_id, created_at)
    select u.id, 'poi', p.id, now() - make_interval(hours => abs(hashtext(u.id || ':' || p.id)) % (24 * 60))
    from pois p cross join users u
    where p.is_demo and u.is_demo
      and (p.name = '故宫' or abs(hashtext(p.id || ':' || u.id)) % 6 = 0)
    on conflict do nothing`.execute(ctx.db);
}

/**
 * The community's demo dynamics name their place in words ('北京故宫', '杭州西湖'): each gets the demo POI named in
 * it (the longest name wins) and that POI's destination, or else the destination its place starts with ('黄山'), so
 * a dynamic's place chip opens its POI and the treasure ranking has something to rank; articles get the city
 * their title names. Demo rows only.
 */
async function linkDemoContent(ctx: AppContext) {
  await sql`
    update contents c set poi_id = (
      select p.id from pois p
      where p.is_demo and position(p.name in c.place_name) > 0
      order by length(p.name) desc, p.popularity desc, p.id limit 1)
    where c.is_demo and c.poi_id is null and c.place_name <> ''`.execute(ctx.db);
  await sql`
    update contents c set destination_id = coalesce(
      (select p.destination_id from pois p where p.id = c.poi_id),
      (select d.id from destinations d
       where d.kind = 'city' and position(d.name in c.place_name) = 1
       order by length(d.name) desc, d.population desc, d.id limit 1))
    where c.is_demo and c.destination_id is null and c.place_name <> ''`.execute(ctx.db);
  // Demo articles name their city in the title ('三天两晚玩转杭州…', '京都赏枫…'): the earliest, longest city
  // name found makes the article a guide of that destination (/strategyList, /destination/information).
  await sql`
    update contents c set destination_id = (
      select d.id from destinations d
      where d.kind = 'city' and position(d.name in c.title) > 0
      order by position(d.name in c.title), length(d.name) desc, d.population desc, d.id limit 1)
    where c.is_demo and c.type = 'article' and c.destination_id is null`.execute(ctx.db);
}
