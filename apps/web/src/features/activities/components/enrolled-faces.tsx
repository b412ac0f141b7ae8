import { Link } from 'react-router';
import { fmt } from '../../../lib/messages';
import { useSignedUp } from '../api/signed-up';
import { messages } from '../messages';
import { Face } from './face';
import styles from './detail-parts.module.css';

const t = messages.detail;
const FACES = 8;

/** The faces of the first people signed up, the count, and the way to the whole (masked) list. */
export function EnrolledFaces({ activityId, count }: { activityId: string; count: number }) {
  const list = useSignedUp(activityId, FACES);
  const rows = (list.data?.pages[0]?.rows ?? []).filter((r) => r.status === 'enrolled');
  return (
    <section className={styles.card} data-testid="enrolled-faces">
      <Link to={`/activityH5/signedup?id=${encodeURIComponent(activityId)}`} className={styles.facesHead}>
        <h2 className={styles.h2}>{fmt(t.enrolled, { n: count })}</h2>
        {count > 0 ? <span className={styles.more}>{t.seeAll}</span> : null}
      </Link>
      {count === 0 ? (
        <p className={styles.muted}>{t.noOneYet}</p>
      ) : (
        <div className={styles.faces}>
          {rows.map((r) => (
            <Face key={r.id} src={r.user.avatar} size={32} className={styles.faceItem} />
          ))}
        </div>
      )}
    </section>
  );
}
