/** Item shapes of the public and student API (docs/api.md, "Shared item shapes"). */
export type AvatarKey = string | null;

export type Developer = {
  id: number;
  name: string;
  avatar: AvatarKey;
  total_points: number;
  projects_count: number;
  courses_count: number;
  rank?: number;
};

export type PublicUser = Developer & { title: string | null; created_at: string };

export type Course = {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  link: string | null;
  projects_count: number;
  users_count: number;
  created_at: string;
};

export type Project = {
  id: number;
  name: string;
  course_id: number;
  course: { id: number; title: string };
  course_title: string;
  points_value: number;
  users_count: number;
  created_at: string;
};

export type Achievement = {
  id: number;
  name: string;
  description: string;
  points: number;
  manual: 0 | 1;
  badge: string | null;
  users_count: number;
  created_at: string;
};

export type Skill = { id: number; name: string; users_count: number };

export type Submission = {
  id: number;
  project_id: number;
  url: string;
  created_at: string;
  project_name: string;
  points_value: number;
  course_id: number;
  course_title: string;
};

export type Award = Achievement & { earned_at: string; read_at: string | null };

export type Profile = {
  id: number;
  name: string;
  title: string | null;
  bio: string | null;
  avatar: AvatarKey;
  telegram_username: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  total_points: number;
  projects_count: number;
  courses_count: number;
  rank: number;
  created_at: string;
  courses: Course[];
  projects: Submission[];
  achievements: Award[];
  skills: Skill[];
};
