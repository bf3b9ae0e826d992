import type { PageSection } from '@/server/db/schema/pages';

export interface AbroadCountrySeed {
  slug: string;
  iso2: string;
  nameFa: string;
  nameEn: string;
  summaryFa: string;
  summaryEn: string;
  sectionsFa: PageSection[];
  sectionsEn: PageSection[];
  sortOrder: number;
}

type SectionTuple = [string, string, string, string];
type CountryTuple = [slug: string, iso2: string, name: [string, string], summary: [string, string], sections: SectionTuple[]];

const COUNTRIES: CountryTuple[] = [
  [
    'germany',
    'DE',
    ['آلمان', 'Germany'],
    [
      'دانشگاه‌های دولتی آلمان شهریه‌ی ناچیزی دارند و برای رشته‌های فنی و مهندسی یکی از محبوب‌ترین مقصدها هستند.',
      'Germany’s public universities charge little or no tuition and are among the most popular destinations for engineering.',
    ],
    [
      [
        'زبان تحصیل',
        'بیشتر دوره‌های کارشناسی به زبان آلمانی است و مدرک TestDaF یا DSH لازم دارد؛ بسیاری از دوره‌های ارشد انگلیسی‌زبان هستند.',
        'Language of study',
        'Most bachelor’s programmes are taught in German and need TestDaF or DSH; many master’s programmes are in English.',
      ],
      [
        'هزینه‌ها',
        'برای ویزای دانشجویی باید حدود ۱۱ هزار و ۹۰۰ یورو در حساب بلوکه شده داشته باشید.',
        'Costs',
        'For a student visa you need about 11,900 euros in a blocked account.',
      ],
    ],
  ],
  [
    'canada',
    'CA',
    ['کانادا', 'Canada'],
    [
      'کانادا با دانشگاه‌های معتبر و امکان کار پس از تحصیل، مقصد محبوب خانواده‌هایی است که به مهاجرت فکر می‌کنند.',
      'With highly ranked universities and work permits after graduation, Canada appeals to families thinking about emigrating.',
    ],
    [
      [
        'پذیرش',
        'نمره‌ی آیلتس ۶٫۵ و معدل خوب برای بیشتر دانشگاه‌ها کافی است؛ برای دوره‌های تحقیقاتی داشتن استاد راهنما مهم است.',
        'Admission',
        'An IELTS score of 6.5 and good grades suffice for most universities; research degrees need a supervisor.',
      ],
      [
        'کار پس از تحصیل',
        'فارغ‌التحصیلان می‌توانند تا سه سال مجوز کار بگیرند که مسیر اقامت دائم را هموارتر می‌کند.',
        'Work after study',
        'Graduates can get a work permit of up to three years, which eases the path to permanent residence.',
      ],
    ],
  ],
  [
    'italy',
    'IT',
    ['ایتالیا', 'Italy'],
    [
      'ایتالیا با بورسیه‌های منطقه‌ای و هزینه‌ی زندگی معقول، برای رشته‌های معماری، طراحی و پزشکی انتخاب خوبی است.',
      'With regional scholarships and reasonable living costs, Italy is a good choice for architecture, design and medicine.',
    ],
    [
      [
        'بورسیه',
        'بورسیه‌های منطقه‌ای بر اساس درآمد خانواده، شهریه را حذف و بخشی از هزینه‌ی زندگی را پرداخت می‌کنند.',
        'Scholarships',
        'Regional scholarships based on family income waive tuition and cover part of living costs.',
      ],
    ],
  ],
  [
    'turkey',
    'TR',
    ['ترکیه', 'Turkey'],
    [
      'نزدیکی به ایران، هزینه‌ی کم و پذیرش بدون کنکور، ترکیه را برای بسیاری از دانش‌آموزان جذاب کرده است.',
      'Closeness to Iran, low costs and admission without the Konkur make Turkey attractive to many students.',
    ],
    [
      [
        'آزمون YÖS',
        'بسیاری از دانشگاه‌های دولتی ترکیه دانشجوی خارجی را با آزمون YÖS یا سوابق تحصیلی می‌پذیرند.',
        'The YÖS exam',
        'Many Turkish public universities admit international students through the YÖS exam or their school records.',
      ],
    ],
  ],
  [
    'australia',
    'AU',
    ['استرالیا', 'Australia'],
    [
      'استرالیا کیفیت آموزشی بالا و شهرهای امن و چندفرهنگی دارد، اما هزینه‌ی تحصیل و زندگی در آن بالاتر است.',
      'Australia offers excellent teaching and safe, multicultural cities, though study and living costs are higher.',
    ],
    [
      [
        'ویزای دانشجویی',
        'برای ویزای ۵۰۰ باید پذیرش دانشگاه، بیمه‌ی درمانی و توان مالی برای یک سال را نشان دهید.',
        'Student visa',
        'The subclass 500 visa needs an offer letter, health cover and proof of funds for one year.',
      ],
    ],
  ],
];

const sections = (tuples: SectionTuple[], en: boolean): PageSection[] =>
  tuples.map(([hFa, bFa, hEn, bEn]) => (en ? { heading: hEn, body: bEn } : { heading: hFa, body: bFa }));

export const ABROAD_COUNTRIES: readonly AbroadCountrySeed[] = COUNTRIES.map(([slug, iso2, name, summary, tuples], i) => ({
  slug,
  iso2,
  nameFa: name[0],
  nameEn: name[1],
  summaryFa: summary[0],
  summaryEn: summary[1],
  sectionsFa: sections(tuples, false),
  sectionsEn: sections(tuples, true),
  sortOrder: (i + 1) * 10,
}));
