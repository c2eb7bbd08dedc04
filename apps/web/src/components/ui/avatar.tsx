import { useState } from 'react';

/** Up to two initials of a name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('') || '?';
}

/** A round photo, or the initials when there is none (or it fails to load). Decorative. */
export function Avatar({
  name,
  photoUrl,
  size = 40,
}: {
  name: string;
  photoUrl?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const showPhoto = !!photoUrl && !failed;
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {showPhoto ? <img src={photoUrl} alt="" onError={() => setFailed(true)} /> : initials(name)}
    </span>
  );
}
