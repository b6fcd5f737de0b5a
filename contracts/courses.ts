import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH } from './constants.js';
import { optionalText, requiredText } from './fields.js';

/** An image is an uploaded file (served under /uploads/) or an https URL. */
export const imageField = optionalText(2048).refine(
  (image) => image === null || /^https:\/\/\S+$/i.test(image) || /^\/uploads\/[\w.-]+$/.test(image),
  { error: 'Image Must Be An https:// URL Or An Uploaded File' },
);

export const courseSchema = z.object({
  title: requiredText(),
  description: optionalText(MAX_LONG_TEXT_LENGTH),
  image: imageField,
  link: optionalText(2048).refine((link) => link === null || /^https?:\/\/\S+$/i.test(link), {
    error: 'Link Must Start With http:// or https://',
  }),
});
export type CourseInput = z.input<typeof courseSchema>;
