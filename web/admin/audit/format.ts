/** 'course_title' or 'enrollment' as a menu shows it: 'Course Title', 'Enrollment'. */
export const wordLabel = (value: string) =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
