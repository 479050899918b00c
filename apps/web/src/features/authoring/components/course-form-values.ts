import {
  COURSE_FORM_STEPS,
  CourseInputSchema,
  splitLines,
  splitTags,
  type CourseDraftData,
  type CourseFormStep,
  type CourseInput,
  type LessonType,
} from '@app/domain/authoring'
import { centsToDecimal, toCents } from '@app/domain/money'
import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'

/** One lesson as the form holds it (minutes as typed; NaN when the box is empty). */
export interface LessonFormValues {
  id?: number | undefined
  title: string
  type: LessonType
  durationMinutes: number
  isPreview: boolean
  description: string
}
export interface SectionFormValues {
  id?: number | undefined
  title: string
  lessons: LessonFormValues[]
}

/**
 * The add-course form's own values: tags as the comma-separated text typed, the price in dollars
 * as typed. `toCourseInput` turns them into the domain's CourseInput, whose schema decides.
 */
/** A file uploaded while filling the form: its id and where it shows. */
export interface FormUpload {
  id: string
  url: string
}

export interface CourseFormValues {
  title: string
  subtitle: string
  category: string
  level: string
  description: string
  /** What you'll learn, Requirements, Who this course is for: one point a line, as typed. */
  learnPointsText: string
  requirementsText: string
  audienceText: string
  videoSource: string
  videoUrl: string
  /** The uploaded promo video and cover (kept with the draft), or null. */
  promoVideo: FormUpload | null
  cover: FormUpload | null
  sections: SectionFormValues[]
  tagsText: string
  languages: string[]
  courseTagsText: string
  price: string
  durationBucket: string
  features: string[]
}

export const newLesson = (type: LessonType = 'video'): LessonFormValues => ({
  title: '',
  type,
  durationMinutes: type === 'quiz' ? 10 : 5,
  isPreview: false,
  description: '',
})
export const newSection = (n: number): SectionFormValues => ({
  title: `Section ${n}`,
  lessons: [newLesson()],
})

export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: '',
  subtitle: '',
  category: '',
  level: '',
  description: '',
  learnPointsText: '',
  requirementsText: '',
  audienceText: '',
  videoSource: 'YouTube',
  videoUrl: '',
  promoVideo: null,
  cover: null,
  sections: [newSection(1)],
  tagsText: '',
  languages: ['English'],
  courseTagsText: '',
  price: '0',
  durationBucket: '0-1 Hour',
  features: [],
}

/** "49", "49.5" or "$1,049.00" as cents; null when it is not a price. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '')
  if (clean === '') return null
  if (!/^-?\d+(\.\d{0,2})?$/.test(clean)) return null
  return toCents(Number(clean))
}

const minutesOf = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? n : undefined

/** What the form holds, in the shape the server takes (not yet checked). */
export function toCourseInput(v: CourseFormValues): Record<keyof CourseInput, unknown> {
  return {
    title: v.title,
    subtitle: v.subtitle,
    category: v.category || undefined,
    level: v.level || undefined,
    description: v.description,
    learnPoints: splitLines(v.learnPointsText),
    requirements: splitLines(v.requirementsText),
    audience: splitLines(v.audienceText),
    videoSource: v.videoSource || undefined,
    videoUrl: v.videoUrl,
    promoFileId: v.promoVideo?.id ?? null,
    coverFileId: v.cover?.id ?? null,
    sections: v.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title,
      lessons: s.lessons.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        title: l.title,
        type: l.type,
        durationMinutes: minutesOf(l.durationMinutes),
        isPreview: l.isPreview,
        description: l.description,
      })),
    })),
    tags: splitTags(v.tagsText),
    languages: v.languages,
    courseTags: splitTags(v.courseTagsText),
    priceCents: dollarsToCents(v.price) ?? undefined,
    durationBucket: v.durationBucket || undefined,
    features: v.features,
  }
}

/** The form's name of a schema field. */
const FORM_NAME: Partial<Record<keyof CourseInput, keyof CourseFormValues>> = {
  tags: 'tagsText',
  courseTags: 'courseTagsText',
  priceCents: 'price',
  learnPoints: 'learnPointsText',
  requirements: 'requirementsText',
  audience: 'audienceText',
  promoFileId: 'promoVideo',
  coverFileId: 'cover',
}
export const formName = (field: keyof CourseInput): keyof CourseFormValues =>
  FORM_NAME[field] ?? (field as keyof CourseFormValues)

/**
 * react-hook-form resolver running the domain's CourseInputSchema: the same rules and messages
 * as the server, each message put on the field the instructor typed in.
 */
export const courseFormResolver: Resolver<CourseFormValues, unknown, CourseInput> = (
  values,
  _context,
  options,
) => {
  const parsed = CourseInputSchema.safeParse(toCourseInput(values))
  if (parsed.success) return { values: parsed.data, errors: {} }
  const flat: Record<string, FieldError> = {}
  for (const issue of parsed.error.issues) {
    const [head, ...rest] = issue.path.map(String)
    // A tag's own message ('tags.1') belongs to the tags box.
    const isListItem = [
      'tags',
      'courseTags',
      'languages',
      'features',
      'learnPoints',
      'requirements',
      'audience',
    ].includes(head ?? '')
    const name = [formName(head as keyof CourseInput), ...(isListItem ? [] : rest)].join('.')
    if (!flat[name]) flat[name] = { type: issue.code, message: issue.message }
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) }
}

const uploadOf = (id: string | null, url: string | null): FormUpload | null =>
  id && url ? { id, url } : null

/** The editor's course as form values. */
export function fromCourse(
  course: CourseInput & { coverUrl?: string | null; promoVideoUrl?: string | null },
): CourseFormValues {
  return {
    title: course.title,
    subtitle: course.subtitle,
    category: course.category,
    level: course.level,
    description: course.description,
    learnPointsText: course.learnPoints.join('\n'),
    requirementsText: course.requirements.join('\n'),
    audienceText: course.audience.join('\n'),
    videoSource: course.videoSource,
    videoUrl: course.videoUrl,
    promoVideo: uploadOf(course.promoFileId, course.promoVideoUrl ?? null),
    cover: uploadOf(course.coverFileId, course.coverUrl ?? null),
    sections: course.sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: s.lessons.map((l) => ({ ...l, description: l.description ?? '' })),
    })),
    tagsText: course.tags.join(', '),
    languages: course.languages,
    courseTagsText: course.courseTags.join(', '),
    price: centsToDecimal(course.priceCents),
    durationBucket: course.durationBucket,
    features: course.features,
  }
}

/** The form as a draft (kept as typed, valid or not) and the tab it is on. */
export function toDraftData(v: CourseFormValues, step: CourseFormStep): CourseDraftData {
  return {
    title: v.title,
    subtitle: v.subtitle,
    category: v.category,
    level: v.level,
    description: v.description,
    learnPoints: v.learnPointsText.split('\n'),
    requirements: v.requirementsText.split('\n'),
    audience: v.audienceText.split('\n'),
    videoSource: v.videoSource,
    videoUrl: v.videoUrl,
    promoVideo: v.promoVideo,
    cover: v.cover,
    sections: v.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title,
      lessons: s.lessons.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        title: l.title,
        type: l.type,
        durationMinutes: minutesOf(l.durationMinutes) ?? null,
        isPreview: l.isPreview,
        description: l.description,
      })),
    })),
    tags: splitTags(v.tagsText),
    languages: v.languages,
    courseTags: splitTags(v.courseTagsText),
    priceCents: dollarsToCents(v.price),
    durationBucket: v.durationBucket,
    features: v.features,
    step,
  }
}

export function fromDraft(
  d: CourseDraftData,
  base: CourseFormValues = EMPTY_COURSE_FORM,
): { values: CourseFormValues; step: CourseFormStep } {
  const values: CourseFormValues = {
    title: d.title ?? base.title,
    subtitle: d.subtitle ?? base.subtitle,
    category: d.category ?? base.category,
    level: d.level ?? base.level,
    description: d.description ?? base.description,
    learnPointsText: d.learnPoints ? d.learnPoints.join('\n') : base.learnPointsText,
    requirementsText: d.requirements ? d.requirements.join('\n') : base.requirementsText,
    audienceText: d.audience ? d.audience.join('\n') : base.audienceText,
    videoSource: d.videoSource ?? base.videoSource,
    videoUrl: d.videoUrl ?? base.videoUrl,
    promoVideo: d.promoVideo === undefined ? base.promoVideo : d.promoVideo,
    cover: d.cover === undefined ? base.cover : d.cover,
    sections: d.sections
      ? d.sections.map((s) => ({
          id: s.id,
          title: s.title ?? '',
          lessons: (s.lessons ?? []).map((l) => ({
            id: l.id,
            title: l.title ?? '',
            type: l.type ?? 'video',
            durationMinutes: l.durationMinutes ?? Number.NaN,
            isPreview: l.isPreview ?? false,
            description: l.description ?? '',
          })),
        }))
      : base.sections,
    tagsText: d.tags ? d.tags.join(', ') : base.tagsText,
    languages: d.languages ?? base.languages,
    courseTagsText: d.courseTags ? d.courseTags.join(', ') : base.courseTagsText,
    price:
      d.priceCents === undefined || d.priceCents === null
        ? base.price
        : centsToDecimal(d.priceCents),
    durationBucket: d.durationBucket ?? base.durationBucket,
    features: d.features ?? base.features,
  }
  const step = d.step && COURSE_FORM_STEPS.includes(d.step) ? d.step : 'Basic Info'
  return { values, step }
}
