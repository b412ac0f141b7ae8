import { post } from '../../../api/http';
import { LIKE_PATH } from './content-actions';

// Like and collect another area's object (an activity): the same paths as content, with the target's type.

export function likeTarget(targetType: 'activity', targetId: string, like: boolean) {
  return post(LIKE_PATH, { targetType, targetId: Number(targetId), like });
}

export function collectTarget(itemType: 'activity', itemId: string, collect: boolean) {
  return collect
    ? post('/api/service/agenda/v1/collectionItem/saveCollectionItem', { itemType, itemId: Number(itemId), type: 1 })
    : post('/api/service/agenda/v1/collectionItem/deleteCollectionItem', { itemType, itemId: Number(itemId) });
}
