import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { enrollmentFields } from '../../../contracts/enrollments';
import { FormCheckbox } from '../../components/forms/fields';
import { useZodForm } from '../../components/forms/useZodForm';
import { CourseField } from '../components/CourseField';
import { MoneyField } from '../components/MoneyField';

/** The enroll forms (one user or many): course, price and discount, checked by the contract. */
export const useEnrollmentForm = () => useZodForm(enrollmentFields, { course_id: '', price: '', got_discount: false });

/** The fields a refused enrollment's messages go under. */
export const ENROLLMENT_FIELDS = ['course_id', 'price', 'got_discount'] as const;

type Props = {
  control: Control<z.input<typeof enrollmentFields>>;
  /** The courses open to this enrollment; undefined while they load. */
  courses: readonly { id: number; title: string }[] | undefined;
  noCoursesText?: string;
  priceHelperText?: string;
};

/** Course, 'Price (EGP)' and 'Got Discount'. */
export function EnrollmentFields({ control, courses, noCoursesText, priceHelperText }: Props) {
  return (
    <>
      <CourseField control={control} name="course_id" courses={courses} noneText={noCoursesText} />
      <MoneyField control={control} name="price" label="Price (EGP)" helperText={priceHelperText} min={0} />
      <FormCheckbox control={control} name="got_discount" label="Got Discount" />
    </>
  );
}
