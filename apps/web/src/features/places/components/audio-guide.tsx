import { useEffect, useRef, useState } from 'react';
import { fmt } from '../../../lib/messages';
import { useAudioTracks } from '../api/poi';
import { messages } from '../messages';
import { PoiSection } from './poi-section';
import styles from './audio-guide.module.css';

const t = messages.poi;
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** The POI's audio guide: one player, a row per track; the server streams the file with range requests. */
export function AudioGuide({ poiId, count }: { poiId: string; count: number }) {
  const tracks = useAudioTracks(poiId, count > 0);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => () => audio.current?.pause(), []);

  if (count === 0 || !tracks.data || tracks.data.length === 0) return null;

  const toggle = (id: number, url: string) => {
    const el = audio.current;
    if (!el) return;
    if (playing === id) {
      el.pause();
      setPlaying(null);
      return;
    }
    if (el.dataset.src !== url) {
      el.src = url;
      el.dataset.src = url;
      setProgress(0);
    }
    el.play().then(
      () => setPlaying(id),
      () => setPlaying(null),
    );
  };

  return (
    <PoiSection
      title={t.audio}
      extra={<span className={styles.extra}>{fmt(t.audioTracks, { n: tracks.data.length })}</span>}
      testId="poi-audio"
    >
      <audio
        ref={audio}
        preload="none"
        onTimeUpdate={(e) => setProgress(e.currentTarget.currentTime)}
        onEnded={() => {
          setPlaying(null);
          setProgress(0);
        }}
        onPause={() => setPlaying(null)}
      />
      <ul className={styles.list}>
        {tracks.data.map((track) => {
          const on = playing === track.id;
          return (
            <li key={track.id} className={styles.track}>
              <button
                type="button"
                className={`${styles.play} ${on ? styles.on : ''}`}
                onClick={() => toggle(track.id, track.url)}
                aria-label={`${on ? t.pause : t.play} ${track.title}`}
                data-testid="audio-play"
              >
                <span className={on ? styles.pauseIcon : styles.playIcon} aria-hidden />
              </button>
              <span className={styles.title}>{track.title}</span>
              <span className={styles.time}>
                {on ? `${clock(progress)} / ` : ''}
                {clock(track.duration)}
              </span>
              {on ? (
                <span className={styles.bar} aria-hidden>
                  <span style={{ width: `${Math.min(100, (progress / Math.max(1, track.duration)) * 100)}%` }} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </PoiSection>
  );
}
