import { useState } from 'react';
import type { User } from 'shared-contracts';
import styles from './Avatar.module.css';

export function displayNameOf(user: User): string {
  return user.displayName?.trim() || user.email || '';
}

/** The user's photo, or a fallback avatar (first letter) when there is none or it cannot load. */
export function Avatar({ user, size = 'sm' }: { user: User; size?: 'sm' | 'lg' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = user.photoURL && failed !== user.photoURL ? user.photoURL : null;
  const initial = (displayNameOf(user).trim().slice(0, 1) || '?').toUpperCase();
  return (
    <span className={`${styles.avatar} ${size === 'lg' ? styles.lg : styles.sm}`} aria-hidden="true" data-avatar={photo ? 'photo' : 'fallback'}>
      {photo ? <img src={photo} alt="" referrerPolicy="no-referrer" onError={() => setFailed(photo)} /> : initial}
    </span>
  );
}

/** The star badge of Premium users. */
export function PremiumBadge({ label }: { label: string }) {
  return (
    <span className={styles.badge} data-premium-badge="">
      <span aria-hidden="true">★</span> {label}
    </span>
  );
}
