/**
 * The words the server writes itself into a page's tags (modules/sharing/page-tags.ts), in English
 * and in Arabic (issue 47): descriptions and image texts around the names and figures. Names,
 * titles and the academy's name are what was typed, the same in both; figures keep Western digits.
 */
import { NUMBER_LOCALE, type Locale } from '../../../contracts/constants.js';
import { arabicCount, POINTS_AFTER_PREPOSITION_AR, POINTS_AR } from '../../arabic.js';

const SITE_DESCRIPTION = 'The community of our developer learning academy: courses, projects, developers and their achievements.';

/** '1 point', '1,234 points'. */
const pointsText = (points: number) => `${points.toLocaleString('en-US')} point${points === 1 ? '' : 's'}`;

/** What the server writes itself on a page, in each language (the glossary: docs/decisions.md). */
export const PAGE_WORDS = {
  en: {
    site: SITE_DESCRIPTION,
    student: (title: string | null, rank: number, points: number, academy: string) =>
      `${title ? `${title}. ` : ''}Rank #${rank.toLocaleString('en-US')} with ${pointsText(points)} at ${academy}.`,
    studentImage: (name: string, rank: number, points: number) =>
      `${name}: rank #${rank.toLocaleString('en-US')}, ${pointsText(points)}`,
    course: (academy: string) => `A course of ${academy}.`,
    project: (course: string, points: number, academy: string) =>
      `A project of the course ${course}, worth ${points} points, at ${academy}.`,
  },
  ar: {
    site: 'مجتمع أكاديميتنا لتعليم المطوّرين: الدورات والمشاريع والمطوّرون وإنجازاتهم.',
    student: (title: string | null, rank: number, points: number, academy: string) =>
      `${title ? `${title}. ` : ''}الترتيب ${rank.toLocaleString(NUMBER_LOCALE)} في ${academy} برصيد ${arabicCount(points, POINTS_AFTER_PREPOSITION_AR)}.`,
    studentImage: (name: string, rank: number, points: number) =>
      `${name}: الترتيب ${rank.toLocaleString(NUMBER_LOCALE)}، ${arabicCount(points, POINTS_AR)}`,
    course: (academy: string) => `دورة من دورات ${academy}.`,
    project: (course: string, points: number, academy: string) =>
      `مشروع من دورة ${course} في ${academy}، قيمته ${arabicCount(points, POINTS_AR)}.`,
  },
} satisfies Record<Locale, unknown>;

/** `og:locale` of an Arabic page: Egyptian Arabic, the academy's students (docs/decisions.md). */
export const ARABIC_OG_LOCALE = 'ar_EG';
