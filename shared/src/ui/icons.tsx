/**
 * The product's icon set: one named map over lucide-react, so every app uses
 * the same glyph for the same meaning and the /icons page can list them all.
 * Add an icon here (by meaning, not by glyph name) rather than importing
 * lucide-react elsewhere.
 */
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Banknote,
  Bell,
  Bookmark,
  BookmarkCheck,
  Briefcase,
  Building,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleX,
  Clock,
  Copy,
  ExternalLink,
  Eye,
  EyeOff,
  Funnel,
  Globe,
  GraduationCap,
  Heart,
  House,
  Info,
  LoaderCircle,
  Lock,
  LogIn,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Minus,
  Pencil,
  Plus,
  Rocket,
  Search,
  Settings,
  Share2,
  Star,
  Trash,
  TriangleExclamationPoint,
  User,
  UserCheck,
  UserPlus,
  Wifi,
  WifiOff,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

export const ICONS = {
  // Toast variants and messages.
  success: CircleCheck,
  error: CircleX,
  warning: TriangleExclamationPoint,
  info: Info,
  online: Wifi,
  offline: WifiOff,
  // Actions.
  close: X,
  menu: Menu,
  search: Search,
  filter: Funnel,
  check: Check,
  add: Plus,
  remove: Minus,
  edit: Pencil,
  delete: Trash,
  copy: Copy,
  share: Share2,
  externalLink: ExternalLink,
  loading: LoaderCircle,
  showPassword: Eye,
  hidePassword: EyeOff,
  // Navigation.
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  arrowUp: ArrowUp,
  arrowDown: ArrowDown,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronUp: ChevronUp,
  chevronDown: ChevronDown,
  home: House,
  // Jobs and companies.
  job: Briefcase,
  company: Building,
  location: MapPin,
  salary: Banknote,
  bookmark: Bookmark,
  saved: BookmarkCheck,
  follow: UserPlus,
  following: UserCheck,
  like: Heart,
  star: Star,
  date: Calendar,
  time: Clock,
  learning: GraduationCap,
  startup: Rocket,
  // Account.
  user: User,
  login: LogIn,
  logout: LogOut,
  mail: Mail,
  password: Lock,
  notifications: Bell,
  settings: Settings,
  language: Globe,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export interface IconProps extends Omit<LucideProps, 'ref' | 'aria-label' | 'aria-hidden' | 'role'> {
  name: IconName;
  /** Names the icon for assistive technology; without it the icon is decorative and hidden from them. */
  label?: string;
}

export function Icon({ name, label, className, ...rest }: IconProps) {
  const Glyph = ICONS[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <Glyph {...rest} {...a11y} focusable="false" data-icon={name} className={['rk-icon', className ?? ''].filter(Boolean).join(' ')} />;
}
