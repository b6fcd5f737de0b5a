import type { FieldValues } from 'react-hook-form';
import { FormSelectField, type FieldProps } from '../../components/forms/fields';

type Props<T extends FieldValues> = Omit<FieldProps<T>, 'label' | 'select'> & {
  /** The courses to choose from; undefined while they load. */
  courses: readonly { id: number; title: string }[] | undefined;
  /** Under the field once the courses are known and there is none. */
  noneText?: string;
};

/** 'Course': a select of courses by title (projects, enrollments, payments). */
export function CourseField<T extends FieldValues>({ courses, noneText, helperText, ...props }: Props<T>) {
  const options = (courses ?? []).map((course) => ({ value: course.id, label: course.title }));
  return (
    <FormSelectField
      {...props}
      label="Course"
      options={options}
      helperText={courses && options.length === 0 && noneText ? noneText : helperText}
    />
  );
}
