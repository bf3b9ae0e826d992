import { testimonialVideoPath } from './media';

export interface TestimonialSeed {
  id: number;
  kind: 'TEXT' | 'VIDEO';
  authorName: string;
  authorRole: string;
  body: string;
  authorNameEn: string;
  authorRoleEn: string;
  bodyEn: string;
  stars: number;
  videoUrl: string | null;
  sortOrder: number;
}

export interface FaqSeed {
  id: number;
  topic: 'general' | 'payment' | 'tutors' | 'classes';
  questionFa: string;
  answerFa: string;
  questionEn: string;
  answerEn: string;
  sortOrder: number;
}

type TextTuple = [authorName: string, authorRole: string, body: string, stars?: number];

const TEXT_TESTIMONIALS: TextTuple[] = [
  ['نرگس رحیمی', 'دانش‌آموز پایه دوازدهم', 'با کمک استاد ریاضی‌ام درصد ریاضی‌ام در آزمون‌های آزمایشی از بیست به هفتاد رسید. کلاس‌ها منظم و پر از تمرین بود.'],
  ['مهدی کریمی', 'پدر دانش‌آموز پایه هفتم', 'پسرم سال‌ها با ریاضی مشکل داشت. حالا خودش مشتاق کلاس است و نمره‌هایش هم خیلی بهتر شده.'],
  ['سپیده نوری', 'مهاجر ساکن آلمان', 'برای آزمون زبان آلمانی آماده می‌شدم و استادم با حوصله و برنامه‌ی دقیق کمکم کرد در اولین تلاش قبول شوم.'],
  ['آرمان شریفی', 'دانشجوی مهندسی کامپیوتر', 'کلاس‌های پایتون کاملاً پروژه‌محور بود و بعد از سه ماه اولین کار پاره‌وقتم را پیدا کردم.', 4],
  ['فرشته موسوی', 'مادر دانش‌آموز پایه سوم', 'دخترم در کانادا بزرگ می‌شود و دوست داشتم فارسی را خوب یاد بگیرد. معلمش خیلی مهربان و خلاق است.'],
  ['پویا حیدری', 'داوطلب کنکور تجربی', 'مشاور کنکورم برنامه‌ی هفتگی واقع‌بینانه‌ای برایم نوشت و هر هفته پیگیری می‌کرد. رتبه‌ام از انتظارم خیلی بهتر شد.'],
  ['لیلا صادقی', 'هنرجوی سه‌تار', 'همیشه آرزو داشتم سه‌تار بزنم. با کلاس‌های آنلاین از همان خانه و با زمان‌بندی دلخواه خودم یاد گرفتم.'],
  ['کامران یوسفی', 'دانشجوی کارشناسی ارشد', 'برای درس آمار و احتمال کمک لازم داشتم و استادم مفاهیم سخت را خیلی ساده توضیح داد.', 4],
];

type VideoTuple = [authorName: string, authorRole: string, body: string];

type EnglishTuple = [authorNameEn: string, authorRoleEn: string, bodyEn: string];

const TEXT_TESTIMONIALS_EN: EnglishTuple[] = [
  [
    'Narges Rahimi',
    'Year 12 student',
    'With my math tutor my score in the mock exams went from twenty to seventy percent. Lessons were well organised and full of practice.',
  ],
  ['Mehdi Karimi', 'Father of a year 7 student', 'My son struggled with math for years. Now he looks forward to his lessons and his grades are much better.'],
  [
    'Sepideh Nouri',
    'Living in Germany',
    'I was preparing for a German language exam, and my tutor’s patience and careful plan helped me pass on my first try.',
  ],
  ['Arman Sharifi', 'Computer engineering student', 'The Python lessons were entirely project-based, and three months later I found my first part-time job.'],
  [
    'Fereshteh Mousavi',
    'Mother of a year 3 student',
    'My daughter is growing up in Canada and I wanted her to learn Persian well. Her teacher is kind and creative.',
  ],
  [
    'Pouya Heidari',
    'Konkur candidate (natural sciences)',
    'My Konkur advisor wrote me a realistic weekly plan and checked in every week. My rank was far better than I expected.',
  ],
  ['Leila Sadeghi', 'Setar student', 'I always dreamed of playing the setar. With online lessons I learned from home, on my own schedule.'],
  ['Kamran Yousefi', 'Master’s student', 'I needed help with probability and statistics, and my tutor made the hard ideas simple.'],
];

const VIDEO_TESTIMONIALS_EN: EnglishTuple[] = [
  ['Reyhaneh Ahmadi', 'Year 11 student', 'My experience of online physics and chemistry lessons'],
  ['Behrouz Ghasemi', 'Father of two students', 'Why I chose online private tutors for my children'],
  ['Aida Jafari', 'IELTS student', 'How I got a band 7 in IELTS in three months'],
  ['Nima Kazemi', 'Piano student', 'From reading notes to my first performance on stage'],
];

const english = ([authorNameEn, authorRoleEn, bodyEn]: EnglishTuple) => ({ authorNameEn, authorRoleEn, bodyEn });

const VIDEO_TESTIMONIALS: VideoTuple[] = [
  ['ریحانه احمدی', 'دانش‌آموز پایه یازدهم', 'تجربه‌ی من از کلاس‌های فیزیک و شیمی آنلاین'],
  ['بهروز قاسمی', 'پدر دو دانش‌آموز', 'چرا برای فرزندانم معلم خصوصی آنلاین انتخاب کردم'],
  ['آیدا جعفری', 'زبان‌آموز آیلتس', 'چطور در سه ماه نمره‌ی هفت آیلتس گرفتم'],
  ['نیما کاظمی', 'هنرجوی پیانو', 'از نت‌خوانی تا اولین اجرای من روی صحنه'],
];

export const TESTIMONIALS: readonly TestimonialSeed[] = [
  ...TEXT_TESTIMONIALS.map(([authorName, authorRole, body, stars = 5], i): TestimonialSeed => ({
    id: i + 1,
    kind: 'TEXT',
    authorName,
    authorRole,
    body,
    ...english(TEXT_TESTIMONIALS_EN[i]!),
    stars,
    videoUrl: null,
    sortOrder: (i + 1) * 10,
  })),
  ...VIDEO_TESTIMONIALS.map(([authorName, authorRole, body], i): TestimonialSeed => ({
    id: TEXT_TESTIMONIALS.length + i + 1,
    kind: 'VIDEO',
    authorName,
    authorRole,
    body,
    ...english(VIDEO_TESTIMONIALS_EN[i]!),
    stars: 5,
    videoUrl: testimonialVideoPath(i + 1),
    sortOrder: (i + 1) * 10,
  })),
];

type FaqTuple = [topic: FaqSeed['topic'], questionFa: string, answerFa: string, questionEn: string, answerEn: string];

const FAQ_TUPLES: FaqTuple[] = [
  [
    'general',
    'این سایت چه خدماتی ارائه می‌دهد؟',
    'ما شما را با معلم‌های خصوصی باتجربه در درس‌های مدرسه، کنکور، زبان، برنامه‌نویسی، موسیقی و هنر آشنا می‌کنیم تا به‌صورت آنلاین یا حضوری یاد بگیرید.',
    'What does this website offer?',
    'We connect you with experienced private tutors for school subjects, the Konkur, languages, programming, music and art, online or in person.',
  ],
  [
    'general',
    'آیا خارج از ایران هم می‌توانم کلاس بگیرم؟',
    'بله. بیشتر معلم‌ها کلاس آنلاین برگزار می‌کنند و می‌توانید از هر کشوری در کلاس‌ها شرکت کنید.',
    'Can I take classes from outside Iran?',
    'Yes. Most tutors teach online, so you can join from any country.',
  ],
  [
    'general',
    'چطور معلم مناسب را پیدا کنم؟',
    'بر اساس درس، شهر، قیمت، امتیاز و نوع کلاس جست‌وجو کنید و پروفایل، نظرات و ویدیوی معرفی معلم‌ها را ببینید.',
    'How do I find the right tutor?',
    'Filter by subject, city, price, rating and class type, then compare tutor profiles, reviews and intro videos.',
  ],
  [
    'payment',
    'هزینه‌ی کلاس‌ها چگونه پرداخت می‌شود؟',
    'هزینه‌ی هر جلسه به یورو نمایش داده می‌شود و پرداخت به‌صورت امن و آنلاین پیش از شروع جلسه انجام می‌شود.',
    'How do I pay for classes?',
    'Prices are shown in euros per hour and paid securely online before the lesson starts.',
  ],
  [
    'payment',
    'اگر جلسه برگزار نشود، هزینه بازگردانده می‌شود؟',
    'بله. اگر جلسه به دلیل معلم برگزار نشود یا تا ۲۴ ساعت قبل آن را لغو کنید، کل مبلغ به حساب شما بازمی‌گردد.',
    'Do I get a refund if a lesson does not take place?',
    'Yes. If the tutor cannot hold the lesson, or you cancel at least 24 hours in advance, you get a full refund.',
  ],
  [
    'payment',
    'آیا جلسه‌ی اول رایگان است؟',
    'برخی معلم‌ها جلسه‌ی آشنایی کوتاه و رایگان دارند؛ این موضوع در پروفایل معلم مشخص شده است.',
    'Is the first lesson free?',
    'Some tutors offer a short free trial lesson; this is shown on their profile.',
  ],
  [
    'tutors',
    'معلم‌ها چگونه انتخاب می‌شوند؟',
    'مدارک تحصیلی و سوابق تدریس همه‌ی معلم‌ها پیش از فعال شدن پروفایل بررسی می‌شود.',
    'How are tutors vetted?',
    'We review every tutor’s degrees and teaching experience before their profile goes live.',
  ],
  [
    'tutors',
    'چطور می‌توانم معلم این سایت شوم؟',
    'در بخش همکاری ثبت‌نام کنید، مدارک خود را بارگذاری کنید و پس از تأیید، پروفایل شما نمایش داده می‌شود.',
    'How can I become a tutor here?',
    'Sign up as a tutor, upload your documents, and your profile will be published once it is approved.',
  ],
  [
    'classes',
    'کلاس‌های آنلاین با چه ابزاری برگزار می‌شود؟',
    'کلاس‌ها در کلاس مجازی داخل سایت با امکان تصویر، صدا، تخته‌ی سفید و اشتراک فایل برگزار می‌شود.',
    'Which tools are used for online classes?',
    'Lessons run in our built-in virtual classroom with video, audio, a whiteboard and file sharing.',
  ],
  [
    'classes',
    'آیا می‌توانم زمان جلسه را تغییر دهم؟',
    'بله. تا ۲۴ ساعت پیش از شروع جلسه می‌توانید با هماهنگی معلم زمان آن را تغییر دهید.',
    'Can I reschedule a lesson?',
    'Yes. You can reschedule with your tutor up to 24 hours before the lesson starts.',
  ],
];

export const FAQS: readonly FaqSeed[] = FAQ_TUPLES.map(([topic, questionFa, answerFa, questionEn, answerEn], i) => ({
  id: i + 1,
  topic,
  questionFa,
  answerFa,
  questionEn,
  answerEn,
  sortOrder: (i + 1) * 10,
}));

export const SETTINGS: Readonly<Record<string, unknown>> = {
  app_code: 'TUTORLY',
  app_number: '+98 21 9100 2030',
  support_email: 'support@tutorly.ir',
  app_version: '1.0.0',
};
