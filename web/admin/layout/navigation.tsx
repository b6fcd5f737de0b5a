import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CourseIcon from '@mui/icons-material/AutoStoriesOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import SkillIcon from '@mui/icons-material/PsychologyOutlined';
import PaymentsIcon from '@mui/icons-material/ReceiptLongOutlined';
import ModerationIcon from '@mui/icons-material/GavelOutlined';
import AuditIcon from '@mui/icons-material/HistoryOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import UsersIcon from '@mui/icons-material/PeopleAltOutlined';
import ImportIcon from '@mui/icons-material/GroupAddOutlined';
import ProjectIcon from '@mui/icons-material/TerminalOutlined';
import AchievementIcon from '@mui/icons-material/EmojiEventsOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths';

type NavigationLink = {
  label: string;
  to: string;
  icon: ReactNode;
  /** Other route patterns under this link, highlighted with it. */
  also?: string[];
  /** Shown to super admins only (the server answers 403 to others). */
  superOnly?: boolean;
};

/** The drawer's links (docs/product.md#admin-screens, the layout), in order. */
export const ADMIN_NAVIGATION: NavigationLink[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: <DashboardIcon /> },
  { label: 'Admins', to: paths.admin.admins, icon: <AdminIcon /> },
  { label: 'Users', to: paths.admin.users, icon: <UsersIcon />, also: [paths.admin.userProjects(':id')] },
  { label: 'Import Students', to: paths.admin.importStudents, icon: <ImportIcon /> },
  { label: 'Courses', to: paths.admin.courses, icon: <CourseIcon /> },
  { label: 'Projects', to: paths.admin.projects, icon: <ProjectIcon /> },
  { label: 'Achievements', to: paths.admin.achievements, icon: <AchievementIcon /> },
  { label: 'Skills', to: paths.admin.skills, icon: <SkillIcon /> },
  { label: 'Payments', to: paths.admin.payments, icon: <PaymentsIcon /> },
  { label: 'Moderation', to: paths.admin.moderation, icon: <ModerationIcon /> },
  { label: 'Audit Log', to: paths.admin.audit, icon: <AuditIcon /> },
  { label: 'Settings', to: paths.admin.settings, icon: <SettingsIcon />, superOnly: true },
];
