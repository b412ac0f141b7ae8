import type { FeedRow } from '@app/contract';
import { isoFromPgText } from '../../platform/db/pg-time.ts';
import type { ContentRaw } from './feed-repository.ts';

const str = (v: number | null) => (v === null ? null : String(v));

export function toFeedRow(r: ContentRaw, urlOf: (key: string) => string): FeedRow {
  return {
    id: String(r.id),
    type: r.type,
    title: r.title,
    text: r.body,
    images: r.images,
    topicId: str(r.topic_id),
    topicTitle: r.topic_title,
    author: { userId: r.author_code, nickname: r.author_nickname, avatar: r.author_avatar },
    likeCount: r.like_count,
    commentCount: r.comment_count,
    collectCount: r.collect_count,
    viewCount: r.view_count,
    shareCount: r.share_count,
    liked: r.liked,
    collected: r.collected,
    placeName: r.place_name,
    poiId: str(r.poi_id),
    destinationId: str(r.destination_id),
    video:
      r.video_public_id && r.video_key
        ? {
            videoId: r.video_public_id,
            videoType: r.video_format ?? 'mp4',
            playURL: urlOf(r.video_key),
            coverURL: r.video_cover_key ? urlOf(r.video_cover_key) : '',
            duration: (r.video_duration_ms ?? 0) / 1000,
            width: r.video_width ?? 0,
            height: r.video_height ?? 0,
          }
        : null,
    createdAt: isoFromPgText(r.cursor_at),
    editedAt: r.edited_at ? new Date(r.edited_at).toISOString() : null,
  };
}
