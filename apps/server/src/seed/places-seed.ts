import { renderSceneImage } from './demo-images.ts';
import { SCENE_KINDS, type SceneKind } from './scene-kinds.ts';
import { sceneOfPlace } from './scene-of-place.ts';
import { seeded } from './seeded-random.ts';
import type { AppContext } from '../platform/context.ts';
import type { ImageRef } from '../platform/db/schema.ts';
import { loadSharp } from '../platform/media/load-sharp.ts';
import { KIND_NOTICES as NOTICES, POI_NOTICES } from './data/poi-notices.ts';
import { DEMO_POIS } from './data/demo-pois.ts';
import { demoUserIds } from './identity-seed-repository.ts';
import { linkDemoContent, wantToGoCrowd } from './community-seed-repository.ts';
import {
  allCities,
  anyPoi,
  citiesNamed,
  demoPois,
  insertAudioTracks,
  insertPoiGroup,
  insertPoiLabels,
  insertPoiNotices,
  insertPois,
} from './places-seed-repository.ts';

// Demo places for a development database: well-known POIs at their real coordinates, each with generated photos
// (drawn, never downloaded), notices, labels; groups per destination; audio-guide tracks (a generated tone) on
// the must-see places. Loaded only while `pois` is empty.

const PHOTOS_PER_POI = 3;

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
  if (await anyPoi(db)) return;
  const started = Date.now();
  const cities = await citiesNamed(
    db,
    DEMO_POIS.map((d) => d.city),
  );
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
    const ids = await insertPois(
      trx,
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
    );
    const notices = parsed.flatMap((p, i) =>
      // A well-known place's own notices (故宫: booking, Mondays), else its kind's.
      (POI_NOTICES[p.name] ?? NOTICES[p.kind] ?? NOTICES.sight!).map((n, sort) => ({ poi_id: ids[i]!, sort, ...n })),
    );
    await insertPoiNotices(trx, notices);
    const labels = parsed.flatMap((p, i) => p.labels.map((label) => ({ poi_id: ids[i]!, label })));
    await insertPoiLabels(trx, labels);
    const mustSee = parsed.flatMap((p, i) => (p.labels.includes('必游') ? [ids[i]!] : []));
    await insertAudioTracks(
      trx,
      mustSee.flatMap((poiId) => [
        { poi_id: poiId, title: '景点介绍', media_key: audioKeys[0]!, duration_s: 6, sort: 0 },
        { poi_id: poiId, title: '历史故事', media_key: audioKeys[1]!, duration_s: 8, sort: 1 },
      ]),
    );
    // Groups: the must-see sights and the food of each destination.
    const destinations = [...new Set(parsed.map((p) => p.destinationId))];
    for (const destinationId of destinations) {
      const members = parsed.map((p, i) => ({ p, id: ids[i]! })).filter((m) => m.p.destinationId === destinationId);
      const groups = [
        { name: '必游景点', intro: '第一次来不能错过', pick: members.filter((m) => m.p.kind === 'sight').slice(0, 6) },
        { name: '吃喝逛买', intro: '美食与购物', pick: members.filter((m) => m.p.kind !== 'sight') },
      ].filter((g) => g.pick.length > 0);
      for (const [sort, g] of groups.entries()) {
        await insertPoiGroup(
          trx,
          {
            destination_id: destinationId,
            name: g.name,
            intro: g.intro,
            cover_url: photos.get(sort === 0 ? 'palace' : 'food')![destinationId % PHOTOS_PER_POI]!.url,
            sort,
            is_demo: true,
          },
          g.pick.map((m) => m.id),
        );
      }
    }
  });
  // The community's demo posts get their POIs and cities, and the demo travellers the places they want to go: the
  // places rows are read here and handed to the community's seed repository, which alone writes its tables.
  const pois = await demoPois(db);
  await linkDemoContent(db, pois, await allCities(db));
  await wantToGoCrowd(db, pois, await demoUserIds(db));
  const destinationCount = new Set(parsed.map((p) => p.destinationId)).size;
  say(
    `demo content: ${parsed.length} POIs in ${destinationCount} destinations (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
