import { DEGREES, FIELDS_BY_GROUP, ART_UNIVERSITIES, UNIVERSITIES } from './data/people';
import type { Rng } from './prng';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

export const toPersianDigits = (value: number | string): string => String(value).replace(/\d/g, (digit) => PERSIAN_DIGITS[Number(digit)]!);

/** 'الف'، 'الف و ب'، 'الف، ب و ج' */
export function joinPersian(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و ${items[items.length - 1]}`;
}

const METHOD_BY_GROUP: Readonly<Record<string, readonly string[]>> = {
  school: [
    'با روش‌های ساده و مثال‌های روزمره، درس را برای دانش‌آموزان شیرین و قابل‌فهم می‌کنم.',
    'کمک می‌کنم دانش‌آموزان با آمادگی کامل در امتحانات نوبت اول و دوم شرکت کنند.',
  ],
  konkur: ['تاکنون شاگردان زیادی را برای کسب رتبه‌های برتر کنکور همراهی کرده‌ام.', 'تست‌زنی زمان‌دار و تحلیل آزمون‌های آزمایشی بخش مهمی از کلاس‌های من است.'],
  languages: [
    'تمرکز کلاس‌هایم بر مکالمه و تقویت هر چهار مهارت شنیدن، گفتن، خواندن و نوشتن است.',
    'برای مهاجرت، تحصیل یا کار، برنامه‌ای هدفمند و کاربردی ارائه می‌دهم.',
  ],
  university: [
    'در حل تمرین‌ها و آمادگی برای امتحانات میان‌ترم و پایان‌ترم کنار دانشجویان هستم.',
    'مفاهیم سنگین دانشگاهی را گام‌به‌گام و با مثال‌های حل‌شده توضیح می‌دهم.',
  ],
  programming: [
    'آموزش‌هایم پروژه‌محور است و از همان جلسه‌ی اول کدنویسی واقعی انجام می‌دهیم.',
    'کمک می‌کنم شاگردان نمونه‌کار مناسبی برای ورود به بازار کار بسازند.',
  ],
  music: [
    'آموزش را از اصول اولیه و نت‌خوانی شروع می‌کنم و کم‌کم به قطعات دلخواه هنرجو می‌رسیم.',
    'هنرجویانم در اجراهای گروهی و کنسرت‌های پایان دوره روی صحنه می‌روند.',
  ],
  art: ['در کلاس‌هایم خلاقیت هنرجو را در کنار اصول و تکنیک‌های پایه پرورش می‌دهم.', 'هنرجویانم در پایان هر دوره مجموعه‌ای از آثار خودشان را در اختیار دارند.'],
  skills: ['تمرین‌های عملی و کاربردی محور اصلی کلاس‌های من است.', 'هر جلسه با یک چالش کوچک شروع می‌شود تا یادگیری جذاب‌تر شود.'],
};

const GENERIC_METHODS: readonly string[] = [
  'در کلاس‌هایم روی درک عمیق مفاهیم و تمرین منظم تأکید می‌کنم.',
  'برنامه‌ی هر جلسه را متناسب با سطح و هدف هر شاگرد تنظیم می‌کنم.',
  'فضای کلاس صمیمی و بدون استرس است و شاگردان راحت سؤال می‌پرسند.',
  'بعد از هر جلسه تمرین و جزوه‌ی خلاصه در اختیار شاگردان قرار می‌گیرد.',
];

export interface BioInput {
  fullName: string;
  groupSlug: string;
  courseNames: readonly string[];
  experienceYears: number;
  teachesOnline: boolean;
  teachesOffline: boolean;
  cityName: string | null;
}

function intro(rng: Rng, { fullName, courseNames, experienceYears }: BioInput): string {
  const courses = joinPersian(courseNames);
  if (experienceYears === 0) {
    return rng.pick([
      `سلام! من ${fullName} هستم و به‌تازگی تدریس ${courses} را شروع کرده‌ام.`,
      `من ${fullName} هستم، مدرس جوان ${courses} با انرژی و انگیزه‌ی فراوان.`,
    ]);
  }
  const years = toPersianDigits(experienceYears);
  return rng.pick([
    `سلام! من ${fullName} هستم و ${years} سال است که ${courses} تدریس می‌کنم.`,
    `${fullName} هستم، مدرس ${courses} با ${years} سال سابقه‌ی تدریس.`,
    `حدود ${years} سال است که به‌صورت تخصصی ${courses} درس می‌دهم.`,
  ]);
}

function education(rng: Rng, { groupSlug }: BioInput): string {
  const artistic = groupSlug === 'music' || groupSlug === 'art';
  const university = rng.pick(artistic ? ART_UNIVERSITIES : UNIVERSITIES);
  const field = rng.pick(FIELDS_BY_GROUP[groupSlug] ?? FIELDS_BY_GROUP.school!);
  return `دانش‌آموخته‌ی ${rng.pick(DEGREES)} ${field} از دانشگاه ${university} هستم.`;
}

function closing(rng: Rng, { teachesOnline, teachesOffline, cityName }: BioInput): string {
  if (teachesOffline && cityName) {
    return teachesOnline ? `کلاس‌ها هم به‌صورت آنلاین و هم حضوری در ${cityName} برگزار می‌شود.` : `کلاس‌ها به‌صورت حضوری در ${cityName} برگزار می‌شود.`;
  }
  return rng.pick([
    'کلاس‌ها آنلاین برگزار می‌شود و از هر جای دنیا می‌توانید شرکت کنید.',
    'خوشحال می‌شوم در جلسه‌ی اول با هم آشنا شویم و مسیر یادگیری را با هم برنامه‌ریزی کنیم.',
  ]);
}

/** 2–4 Persian sentences: an introduction, then some of education / teaching method / where classes happen. */
export function generateBio(rng: Rng, input: BioInput): string {
  const methods = [...(METHOD_BY_GROUP[input.groupSlug] ?? []), ...GENERIC_METHODS];
  const optional = [education(rng, input), rng.pick(methods), closing(rng, input)];
  const extra = rng.int(1, 3);
  const dropped = new Set<number>();
  while (optional.length - dropped.size > extra) dropped.add(rng.int(0, optional.length - 1));
  return [intro(rng, input), ...optional.filter((_, i) => !dropped.has(i))].join(' ');
}
