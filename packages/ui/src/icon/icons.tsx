import { createIcon } from "./create-icon";

/* A consistent 24 px, 1.8 stroke set drawn for Rabota (geometry in the spirit of Lucide, ISC). */

export const SearchIcon = createIcon(
  "search",
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.8-3.8" />
  </>,
);
export const HeartIcon = createIcon(
  "heart",
  <path d="M19.5 12.6 12 20l-7.5-7.4A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 7.5 6.3Z" />,
);
export const HeartFilledIcon = createIcon(
  "heart-filled",
  <path d="M19.5 12.6 12 20l-7.5-7.4A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 7.5 6.3Z" />,
  { filled: true },
);
export const ChatIcon = createIcon(
  "chat",
  <path d="M20 11.5a7.5 7.5 0 0 1-10.9 6.7L4 20l1.8-4.9A7.5 7.5 0 1 1 20 11.5Z" />,
);
export const UserIcon = createIcon(
  "user",
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const HomeIcon = createIcon(
  "home",
  <path d="M4 10.5 12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-6H9v6H5.5A1.5 1.5 0 0 1 4 19v-8.5Z" />,
);
export const MenuIcon = createIcon("menu", <path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = createIcon("close", <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = createIcon("chevron-down", <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = createIcon("chevron-up", <path d="m18 15-6-6-6 6" />);
export const ChevronLeftIcon = createIcon("chevron-left", <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon("chevron-right", <path d="m9 18 6-6-6-6" />);
export const ArrowRightIcon = createIcon("arrow-right", <path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowLeftIcon = createIcon("arrow-left", <path d="M19 12H5m6 6-6-6 6-6" />);
export const EyeIcon = createIcon(
  "eye",
  <>
    <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = createIcon(
  "eye-off",
  <>
    <path d="M10.6 5.1A9.6 9.6 0 0 1 12 5c6 0 9.5 7 9.5 7a16 16 0 0 1-2.3 3.2M6.6 6.6A15.7 15.7 0 0 0 2.5 12s3.5 7 9.5 7a9.3 9.3 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const CheckIcon = createIcon("check", <path d="M20 6 9 17l-5-5" />);
export const CheckCircleIcon = createIcon(
  "check-circle",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </>,
);
export const PlusIcon = createIcon("plus", <path d="M12 5v14M5 12h14" />);
export const MinusIcon = createIcon("minus", <path d="M5 12h14" />);
export const TrashIcon = createIcon(
  "trash",
  <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);
export const EditIcon = createIcon("edit", <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Zm9.5-13.5 4 4" />);
export const LocationIcon = createIcon(
  "location",
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const BriefcaseIcon = createIcon(
  "briefcase",
  <>
    <rect x="3" y="7" width="18" height="13" rx="2.5" />
    <path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18" />
  </>,
);
export const BuildingIcon = createIcon(
  "building",
  <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16m0-10h2a2 2 0 0 1 2 2v8M2.5 21h19M8 7h4m-4 4h4m-4 4h4" />,
);
export const ClockIcon = createIcon(
  "clock",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const CalendarIcon = createIcon(
  "calendar",
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M8 3v4m8-4v4M3.5 10h17" />
  </>,
);
export const UploadIcon = createIcon(
  "upload",
  <path d="M12 15V4m-5 5 5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);
export const ExternalLinkIcon = createIcon(
  "external-link",
  <path d="M14 4h6v6m0-6-9 9m-1-7H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" />,
);
export const AlertIcon = createIcon(
  "alert",
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4m0 3.2v.1" />
  </>,
);
export const InfoIcon = createIcon(
  "info",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5m0-9v.1" />
  </>,
);
const starPath = (
  <path d="m12 3.5 2.6 5.3 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8L12 3.5Z" />
);
export const StarIcon = createIcon("star", starPath);
export const StarFilledIcon = createIcon("star-filled", starPath, { filled: true });
export const MailIcon = createIcon(
  "mail",
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
export const PhoneIcon = createIcon(
  "phone",
  <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2L20 15.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z" />,
);
export const SendIcon = createIcon("send", <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5 21 3Z" />);
export const BellIcon = createIcon(
  "bell",
  <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4.5a2.2 2.2 0 0 0 4 0" />,
);
export const FilterIcon = createIcon("filter", <path d="M4 6h16M7 12h10m-7 6h4" />);
export const LogInIcon = createIcon(
  "log-in",
  <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4m4 4H3" />,
);
export const LogOutIcon = createIcon(
  "log-out",
  <path d="M10 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h4m6 12 4-4-4-4m4 4H9" />,
);
export const TrophyIcon = createIcon(
  "trophy",
  <path d="M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-3.5 3h7a1 1 0 0 0-1-2.5h-5a1 1 0 0 0-1 2.5Z" />,
);
export const SunIcon = createIcon(
  "sun",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2m0 15v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2.5 12h2m15 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = createIcon("moon", <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />);
export const SparkIcon = createIcon(
  "spark",
  <path d="M12 3v4m0 10v4M3 12h4m10 0h4M6.3 6.3l2.5 2.5m6.4 6.4 2.5 2.5m0-11.4-2.5 2.5m-6.4 6.4-2.5 2.5" />,
);

/**
 * The Rabota logo mark: a rounded square with an upward "step" — work that moves you forward.
 * Uses `currentColor` for the tile and the surface colour for the step, so it adapts to themes.
 */
export const LogoMark = createIcon(
  "logo",
  <>
    <rect x="1.5" y="1.5" width="21" height="21" rx="6.5" fill="currentColor" />
    <path
      d="M6.5 16.5h4v-4h4v-4h3"
      fill="none"
      stroke="var(--rb-logo-contrast, #fff)"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="17.5" cy="8.5" r="1.6" fill="var(--rb-color-accent, #ffc233)" />
  </>,
  { filled: true },
);
