import type { PageSection } from '@/server/db/schema/pages';

export interface ContentPageSeed {
  slug: string;
  titleFa: string;
  titleEn: string;
  summaryFa: string;
  summaryEn: string;
  sectionsFa: PageSection[];
  sectionsEn: PageSection[];
}

/** [heading fa, body fa, heading en, body en] */
type SectionTuple = [string, string, string, string];

function page(slug: string, title: [string, string], summary: [string, string], sections: SectionTuple[]): ContentPageSeed {
  return {
    slug,
    titleFa: title[0],
    titleEn: title[1],
    summaryFa: summary[0],
    summaryEn: summary[1],
    sectionsFa: sections.map(([heading, body]) => ({ heading, body })),
    sectionsEn: sections.map(([, , heading, body]) => ({ heading, body })),
  };
}

export const CONTENT_PAGES: readonly ContentPageSeed[] = [
  page(
    'about-us',
    ['درباره‌ی ما', 'About us'],
    [
      'تیوترلی از سال ۱۳۹۸ دانش‌آموزان، دانشجویان و خانواده‌ها را در ایران و سراسر دنیا با معلم‌های خصوصی باتجربه آشنا می‌کند.',
      'Since 2019 Tutorly has connected students, university students and families in Iran and around the world with experienced private tutors.',
    ],
    [
      [
        'داستان ما',
        'ما گروهی از معلم‌ها و برنامه‌نویس‌ها هستیم که باور داریم هر کسی باید به معلم خوب دسترسی داشته باشد، فارغ از اینکه در کدام شهر یا کشور زندگی می‌کند.',
        'Our story',
        'We are a group of teachers and engineers who believe everyone deserves a good teacher, whatever city or country they live in.',
      ],
      [
        'آنچه انجام می‌دهیم',
        'بیش از دو هزار معلم در درس‌های مدرسه، کنکور، زبان‌های خارجی، برنامه‌نویسی، موسیقی و هنر روی تیوترلی کلاس آنلاین و حضوری برگزار می‌کنند.',
        'What we do',
        'More than two thousand tutors teach school subjects, the Konkur, foreign languages, programming, music and art on Tutorly, online and in person.',
      ],
      [
        'ارزش‌های ما',
        'شفافیت در قیمت، بررسی دقیق مدارک معلم‌ها و پشتیبانی پاسخ‌گو سه اصلی است که در همه‌ی تصمیم‌هایمان رعایت می‌کنیم.',
        'Our values',
        'Transparent prices, careful vetting of every tutor and responsive support guide every decision we make.',
      ],
    ],
  ),
  page(
    'contact-us',
    ['تماس با ما', 'Contact us'],
    [
      'پرسش، پیشنهاد یا مشکلی دارید؟ فرم زیر را پر کنید؛ همکاران پشتیبانی ما در کمتر از یک روز کاری پاسخ می‌دهند.',
      'A question, a suggestion or a problem? Fill in the form below and our support team will answer within one working day.',
    ],
    [
      [
        'ساعت‌های پاسخ‌گویی',
        'شنبه تا چهارشنبه از ساعت ۹ تا ۱۸ و پنجشنبه‌ها از ۹ تا ۱۳ به وقت تهران پاسخ‌گوی شما هستیم.',
        'Support hours',
        'We answer Saturday to Wednesday from 9:00 to 18:00 and on Thursdays from 9:00 to 13:00, Tehran time.',
      ],
      [
        'نشانی دفتر',
        'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۱۰، طبقه‌ی چهارم.',
        'Our office',
        '4th floor, 210 Valiasr Street, north of Vanak Square, Tehran.',
      ],
    ],
  ),
  page(
    'terms',
    ['قوانین و مقررات', 'Terms of use'],
    [
      'استفاده از تیوترلی به معنای پذیرش قوانین زیر است. لطفاً پیش از رزرو کلاس آن‌ها را با دقت بخوانید.',
      'Using Tutorly means you accept the terms below. Please read them carefully before booking a class.',
    ],
    [
      [
        'حساب کاربری',
        'هر کاربر مسئول درستی اطلاعات حساب خود و محافظت از رمز عبور آن است. ثبت‌نام کاربران زیر ۱۸ سال باید با اجازه‌ی والدین باشد.',
        'Your account',
        'Each user is responsible for keeping their account details correct and their password safe. Users under 18 need a parent’s permission to sign up.',
      ],
      [
        'پرداخت و بازگشت وجه',
        'هزینه‌ی جلسه‌ها به یورو محاسبه و پیش از شروع کلاس پرداخت می‌شود. لغو جلسه تا ۲۴ ساعت پیش از شروع، بازگشت کامل وجه را در پی دارد.',
        'Payments and refunds',
        'Lessons are priced in euros and paid before they start. Cancelling at least 24 hours in advance gives a full refund.',
      ],
      [
        'رفتار محترمانه',
        'معلم‌ها و شاگردان باید با احترام رفتار کنند. هرگونه رفتار توهین‌آمیز به مسدود شدن حساب منجر می‌شود.',
        'Respectful conduct',
        'Tutors and students must treat each other with respect. Abusive behaviour leads to the account being suspended.',
      ],
      [
        'حریم خصوصی',
        'اطلاعات شخصی شما فقط برای برگزاری کلاس و پشتیبانی استفاده می‌شود و بدون اجازه‌ی شما در اختیار دیگران قرار نمی‌گیرد.',
        'Privacy',
        'Your personal data is used only to run your classes and support you, and is never shared without your consent.',
      ],
    ],
  ),
  page(
    'student-panel-guide',
    ['راهنمای پنل دانش‌آموز', 'Student panel guide'],
    [
      'در پنل دانش‌آموز درخواست‌ها، کلاس‌ها، کیف پول و تیکت‌های پشتیبانی خود را یک‌جا مدیریت می‌کنید. این راهنما قدم‌به‌قدم همراهتان است.',
      'The student panel is where you manage your requests, classes, wallet and support tickets. This guide walks you through it step by step.',
    ],
    [
      [
        'درخواست معلم',
        'از صفحه‌ی هر معلم روی «درخواست معلم» بزنید، درس و زمان‌های دلخواهتان را وارد کنید و وضعیت درخواست را در بخش «درخواست‌های من» دنبال کنید.',
        'Requesting a tutor',
        'Press “Request tutor” on a tutor’s page, enter the course and the times that suit you, and follow the request under “My requests”.',
      ],
      [
        'کلاس‌های من',
        'همه‌ی جلسه‌های پیش‌رو و برگزارشده در بخش «کلاس‌های من» است. از همین‌جا وارد کلاس آنلاین شوید یا زمان جلسه را تغییر دهید.',
        'My classes',
        'All upcoming and past lessons are under “My classes”. Join an online lesson or reschedule it from there.',
      ],
      [
        'کیف پول',
        'با شارژ کیف پول، هزینه‌ی جلسه‌ها سریع‌تر پرداخت می‌شود و مبلغ لغو جلسه‌ها نیز به همین کیف پول بازمی‌گردد.',
        'Wallet',
        'Top up your wallet to pay for lessons faster; refunds for cancelled lessons come back to it too.',
      ],
      [
        'پشتیبانی',
        'اگر مشکلی پیش آمد، از بخش «پشتیبانی» یک تیکت بفرستید؛ پاسخ را همان‌جا می‌بینید.',
        'Support',
        'If something goes wrong, open a ticket under “Support”; you will see the answer there.',
      ],
    ],
  ),
  page(
    'app',
    ['اپلیکیشن تیوترلی', 'The Tutorly app'],
    [
      'با اپلیکیشن تیوترلی کلاس‌هایتان همیشه همراهتان است: یادآوری جلسه‌ها، ورود سریع به کلاس آنلاین و گفت‌وگو با معلم.',
      'With the Tutorly app your classes go wherever you go: lesson reminders, one-tap entry to online lessons and chat with your tutor.',
    ],
    [
      [
        'امکانات اپلیکیشن',
        'یادآوری پیش از هر جلسه، مشاهده‌ی تکلیف‌ها، پرداخت امن و دریافت پیشنهاد معلم‌های جدید در اپلیکیشن در دسترس است.',
        'What the app offers',
        'Reminders before every lesson, homework at a glance, secure payment and new tutor suggestions.',
      ],
      [
        'نصب اپلیکیشن',
        'کد اپلیکیشن را در فروشگاه اپلیکیشن گوشی خود جست‌وجو کنید یا با شماره‌ی پشتیبانی تماس بگیرید تا لینک نصب برایتان پیامک شود.',
        'Installing the app',
        'Search for the app code in your phone’s app store, or call the support number and we will text you the install link.',
      ],
    ],
  ),
  page(
    'faq',
    ['پرسش‌های پرتکرار', 'Frequently asked questions'],
    [
      'پاسخ پرسش‌هایی که بیشتر از ما می‌پرسند را این‌جا جمع کرده‌ایم. اگر پاسخ خود را پیدا نکردید، با ما تماس بگیرید.',
      'Here are the answers to the questions we hear most. If yours is not here, get in touch with us.',
    ],
    [],
  ),
  page(
    'feedback-gallery',
    ['نظرات شاگردان و خانواده‌ها', 'What students and families say'],
    [
      'تجربه‌ی واقعی شاگردان و والدینی که با معلم‌های تیوترلی درس خوانده‌اند؛ به صورت نوشته و ویدیو.',
      'Real experiences of students and parents who learned with Tutorly tutors, in writing and on video.',
    ],
    [],
  ),
  page(
    'abroad',
    ['مشاوره‌ی تحصیل در خارج از کشور', 'Study abroad guidance'],
    [
      'از انتخاب کشور و دانشگاه تا آمادگی برای آزمون زبان و گرفتن ویزا، مشاوران ما در همه‌ی مراحل کنارتان هستند.',
      'From choosing a country and university to preparing for language tests and the visa, our advisors stand by you at every step.',
    ],
    [
      [
        'چطور کمک می‌کنیم',
        'پس از یک جلسه‌ی مشاوره‌ی رایگان، برنامه‌ای شخصی برای آزمون زبان، مدارک و زمان‌بندی اپلای برایتان آماده می‌کنیم.',
        'How we help',
        'After a free consultation we prepare a personal plan for your language test, documents and application timeline.',
      ],
    ],
  ),
  page(
    'school',
    ['مشاوره‌ی انتخاب مدرسه', 'School consultation'],
    [
      'انتخاب مدرسه‌ی مناسب یکی از مهم‌ترین تصمیم‌های هر خانواده است. فهرست مدرسه‌ها را ببینید و از مشاوران ما کمک بگیرید.',
      'Choosing the right school is one of a family’s biggest decisions. Browse the school lists and get help from our advisors.',
    ],
    [
      [
        'چه چیزی را بسنجیم',
        'فاصله تا خانه، رویکرد آموزشی، نتایج کنکور سال‌های گذشته، فعالیت‌های فوق‌برنامه و هزینه‌ی شهریه را کنار هم بسنجید.',
        'What to weigh',
        'Compare distance from home, teaching approach, past Konkur results, extracurricular activities and tuition fees.',
      ],
      [
        'آزمون ورودی',
        'بسیاری از مدرسه‌های نمونه و تیزهوشان آزمون ورودی دارند؛ معلم‌های ما برای آمادگی این آزمون‌ها کلاس ویژه برگزار می‌کنند.',
        'Entrance exams',
        'Many selective and gifted schools hold entrance exams; our tutors run dedicated preparation classes.',
      ],
    ],
  ),
  page(
    'list-tehran',
    ['فهرست مدرسه‌های تهران', 'Schools in Tehran'],
    [
      'فهرست برگزیده‌ای از مدرسه‌های دولتی، غیردولتی و تیزهوشان تهران به تفکیک مقطع و منطقه.',
      'A selection of public, private and gifted schools in Tehran, by level and district.',
    ],
    [],
  ),
  page(
    'view-slug',
    ['مشاوره‌ی ثبت‌نام مدرسه', 'School enrolment consultation'],
    [
      'مدرسه‌های پیشنهادی را مقایسه کنید و درخواست مشاوره بدهید؛ مشاور ما برای بررسی شرایط ثبت‌نام با شما تماس می‌گیرد.',
      'Compare the suggested schools and request a consultation; an advisor will call you to go through the enrolment requirements.',
    ],
    [
      [
        'روند مشاوره',
        'پس از ثبت درخواست، در کمتر از دو روز کاری مشاور با شما تماس می‌گیرد و بر اساس پایه و منطقه‌ی محل زندگی، چند مدرسه پیشنهاد می‌دهد.',
        'How it works',
        'Within two working days of your request an advisor calls you and suggests a few schools based on the grade and where you live.',
      ],
    ],
  ),
];

/** Home-page internal links: [course slug, city slug or null]. */
export const INTERNAL_LINKS: readonly [string, string | null][] = [
  ['high-school-math', 'tehran'],
  ['english', null],
  ['konkur-math', 'tehran'],
  ['ielts', null],
  ['high-school-physics', 'mashhad'],
  ['piano', 'tehran'],
  ['python', null],
  ['german', 'isfahan'],
];
