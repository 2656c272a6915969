import type { Category } from '@pragati/domain';
import type { ReactNode } from 'react';

/*
 * One simple picture per FACP area (issue 16 part 5, W3C COGA: a picture beside the words helps a
 * reader find the area). Drawn for Pragati: flat shapes, dark outlines for contrast, colours as
 * SVG attributes (the CSP allows no style attributes). Always decorative: the area's name is
 * written beside it, so the picture is hidden from screen readers and needs no alt text.
 */

const OUTLINE = '#1f2937';

function Picture({ category, children }: { category: Category; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
      data-picture={category}
      fill="none"
      stroke={OUTLINE}
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Personal (self-care): a shirt to put on. */
export function PersonalPicture() {
  return (
    <Picture category="personal">
      <path
        d="M24 8 L14 12 L4 24 L13 31 L17 26 L17 56 L47 56 L47 26 L51 31 L60 24 L50 12 L40 8 C38 13 26 13 24 8 Z"
        fill="#93c5fd"
      />
      <path d="M32 22 L32 50" />
      <circle cx="36" cy="28" r="1.5" fill={OUTLINE} />
      <circle cx="36" cy="38" r="1.5" fill={OUTLINE} />
    </Picture>
  );
}

/** Social: two friends side by side. */
export function SocialPicture() {
  return (
    <Picture category="social">
      <circle cx="20" cy="18" r="8" fill="#fcd34d" />
      <circle cx="44" cy="18" r="8" fill="#fcd34d" />
      <path d="M6 56 C6 40 12 30 20 30 C28 30 34 40 34 56 Z" fill="#86efac" />
      <path d="M30 56 C30 40 36 30 44 30 C52 30 58 40 58 56 Z" fill="#f9a8d4" />
      <path d="M27 42 L37 42" />
    </Picture>
  );
}

/** Academic: an open book. */
export function AcademicPicture() {
  return (
    <Picture category="academic">
      <path d="M32 16 C24 10 14 10 6 12 L6 52 C14 50 24 50 32 56 Z" fill="#fde68a" />
      <path d="M32 16 C40 10 50 10 58 12 L58 52 C50 50 40 50 32 56 Z" fill="#fde68a" />
      <path d="M12 22 L26 23 M12 30 L26 31 M12 38 L26 39 M38 23 L52 22 M38 31 L52 30 M38 39 L52 38" />
    </Picture>
  );
}

/** Occupational (work skills): a watering can for a plant. */
export function OccupationalPicture() {
  return (
    <Picture category="occupational">
      <path d="M14 26 L40 26 L40 54 L14 54 Z" fill="#6ee7b7" />
      <path d="M40 32 L56 18 L60 22" />
      <path d="M14 32 C4 32 4 46 14 46" />
      <path d="M20 26 C20 16 34 16 34 26" />
      <path d="M58 28 L58 30 M54 32 L54 34 M60 36 L60 38" />
    </Picture>
  );
}

/** Recreational (play): a ball. */
export function RecreationalPicture() {
  return (
    <Picture category="recreational">
      <circle cx="32" cy="32" r="24" fill="#fca5a5" />
      <path d="M8 32 C20 24 44 24 56 32" />
      <path d="M32 8 C24 20 24 44 32 56" />
      <path d="M14 16 C26 22 38 42 50 48" />
    </Picture>
  );
}

const PICTURES: Record<Category, () => ReactNode> = {
  personal: PersonalPicture,
  social: SocialPicture,
  academic: AcademicPicture,
  occupational: OccupationalPicture,
  recreational: RecreationalPicture,
};

/** The picture of an area (decorative: always shown beside the area's name). */
export function AreaPicture({ category }: { category: Category }) {
  const Drawn = PICTURES[category];
  return <Drawn />;
}
