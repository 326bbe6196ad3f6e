import { createIcon } from "../icon/create-icon";

/* The toolbar's glyphs, drawn on the icon set's 24 px grid; private to the editor. */

export const BoldIcon = createIcon(
  "bold",
  <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z" />,
);
export const ItalicIcon = createIcon("italic", <path d="M10 5h8M6 19h8m1-14-6 14" />);
export const BulletListIcon = createIcon(
  "bullet-list",
  <>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <circle cx="5" cy="6" r="1" fill="currentColor" />
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="5" cy="18" r="1" fill="currentColor" />
  </>,
);
export const OrderedListIcon = createIcon(
  "ordered-list",
  <>
    <path d="M11 6h9M11 12h9M11 18h9" />
    <path d="M4 4.5 5.5 4v5M4 9h3M4 14.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2.5-3 4.5h3" />
  </>,
);
