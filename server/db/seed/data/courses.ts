export interface CourseSeed {
  slug: string;
  nameFa: string;
  nameEn: string;
  isImportant: boolean;
}

export interface CourseGroupSeed {
  slug: string;
  nameFa: string;
  nameEn: string;
  isImportant: boolean;
  sortOrder: number;
  /** Demo generation only: share of tutors whose main subject is in this group. */
  popularity: number;
  /** Demo generation only: 0 (cheap) .. 1 (expensive) hourly price level. */
  priceLevel: number;
  /** Demo generation only: groups a tutor of this group may also teach. */
  related: string[];
  courses: CourseSeed[];
}

type CourseTuple = [slug: string, nameFa: string, nameEn: string, isImportant?: boolean];

const list = (tuples: CourseTuple[]): CourseSeed[] => tuples.map(([slug, nameFa, nameEn, isImportant = false]) => ({ slug, nameFa, nameEn, isImportant }));

export const COURSE_GROUPS: readonly CourseGroupSeed[] = [
  {
    slug: 'school',
    nameFa: 'دروس مدرسه',
    nameEn: 'School subjects',
    isImportant: true,
    sortOrder: 10,
    popularity: 20,
    priceLevel: 0.15,
    related: ['konkur'],
    courses: list([
      ['elementary-math', 'ریاضی ابتدایی', 'Elementary school math', true],
      ['elementary-science', 'علوم ابتدایی', 'Elementary school science'],
      ['middle-school-math', 'ریاضی متوسطه اول', 'Middle school math', true],
      ['middle-school-science', 'علوم متوسطه اول', 'Middle school science'],
      ['high-school-math', 'ریاضی متوسطه دوم', 'High school math', true],
      ['high-school-physics', 'فیزیک دبیرستان', 'High school physics', true],
      ['high-school-chemistry', 'شیمی دبیرستان', 'High school chemistry'],
      ['high-school-biology', 'زیست‌شناسی دبیرستان', 'High school biology'],
      ['geometry', 'هندسه', 'Geometry'],
      ['persian-literature', 'ادبیات فارسی', 'Persian literature'],
      ['school-arabic', 'عربی مدرسه', 'School Arabic'],
    ]),
  },
  {
    slug: 'konkur',
    nameFa: 'کنکور',
    nameEn: 'University entrance exam (Konkur)',
    isImportant: true,
    sortOrder: 20,
    popularity: 14,
    priceLevel: 0.55,
    related: ['school', 'university'],
    courses: list([
      ['konkur-math', 'ریاضی کنکور', 'Konkur math', true],
      ['konkur-physics', 'فیزیک کنکور', 'Konkur physics', true],
      ['konkur-chemistry', 'شیمی کنکور', 'Konkur chemistry', true],
      ['konkur-biology', 'زیست کنکور', 'Konkur biology', true],
      ['konkur-literature', 'ادبیات کنکور', 'Konkur Persian literature'],
      ['konkur-arabic', 'عربی کنکور', 'Konkur Arabic'],
      ['konkur-religion', 'دین و زندگی کنکور', 'Konkur religious studies'],
      ['konkur-english', 'زبان انگلیسی کنکور', 'Konkur English'],
      ['konkur-counseling', 'مشاوره کنکور', 'Konkur study counseling'],
    ]),
  },
  {
    slug: 'languages',
    nameFa: 'زبان‌های خارجی',
    nameEn: 'Languages',
    isImportant: true,
    sortOrder: 30,
    popularity: 24,
    priceLevel: 0.45,
    related: ['konkur', 'school'],
    courses: list([
      ['english', 'زبان انگلیسی', 'English', true],
      ['ielts', 'آیلتس', 'IELTS', true],
      ['toefl', 'تافل', 'TOEFL'],
      ['english-conversation', 'مکالمه انگلیسی', 'English conversation', true],
      ['kids-english', 'زبان انگلیسی کودکان', 'English for kids'],
      ['german', 'زبان آلمانی', 'German', true],
      ['french', 'زبان فرانسوی', 'French'],
      ['arabic', 'زبان عربی', 'Arabic'],
      ['turkish', 'زبان ترکی استانبولی', 'Turkish'],
      ['spanish', 'زبان اسپانیایی', 'Spanish'],
      ['italian', 'زبان ایتالیایی', 'Italian'],
      ['persian-for-non-natives', 'آموزش فارسی به غیرفارسی‌زبانان', 'Persian for non-native speakers', true],
    ]),
  },
  {
    slug: 'university',
    nameFa: 'دروس دانشگاهی',
    nameEn: 'University courses',
    isImportant: false,
    sortOrder: 40,
    popularity: 10,
    priceLevel: 0.7,
    related: ['konkur', 'programming'],
    courses: list([
      ['calculus', 'ریاضی عمومی', 'Calculus', true],
      ['linear-algebra', 'جبر خطی', 'Linear algebra'],
      ['statistics', 'آمار و احتمال', 'Statistics and probability', true],
      ['differential-equations', 'معادلات دیفرانسیل', 'Differential equations'],
      ['general-physics', 'فیزیک عمومی', 'General physics'],
      ['circuit-analysis', 'مدارهای الکتریکی', 'Electric circuits'],
      ['thermodynamics', 'ترمودینامیک', 'Thermodynamics'],
      ['organic-chemistry', 'شیمی آلی', 'Organic chemistry'],
      ['economics', 'اقتصاد خرد و کلان', 'Economics'],
      ['accounting', 'حسابداری', 'Accounting'],
    ]),
  },
  {
    slug: 'programming',
    nameFa: 'برنامه‌نویسی',
    nameEn: 'Programming',
    isImportant: true,
    sortOrder: 50,
    popularity: 12,
    priceLevel: 0.85,
    related: ['university'],
    courses: list([
      ['python', 'پایتون', 'Python', true],
      ['javascript', 'جاوااسکریپت', 'JavaScript', true],
      ['cpp', 'سی‌پلاس‌پلاس', 'C++'],
      ['java', 'جاوا', 'Java'],
      ['web-design', 'طراحی وب', 'Web design (HTML & CSS)', true],
      ['react', 'ری‌اکت', 'React'],
      ['sql-databases', 'پایگاه داده', 'Databases and SQL'],
      ['data-science', 'علم داده', 'Data science'],
      ['machine-learning', 'یادگیری ماشین', 'Machine learning'],
      ['android-development', 'برنامه‌نویسی اندروید', 'Android development'],
      ['kids-programming', 'برنامه‌نویسی کودکان', 'Programming for kids'],
    ]),
  },
  {
    slug: 'music',
    nameFa: 'موسیقی',
    nameEn: 'Music',
    isImportant: false,
    sortOrder: 60,
    popularity: 10,
    priceLevel: 0.5,
    related: ['art'],
    courses: list([
      ['piano', 'پیانو', 'Piano', true],
      ['guitar', 'گیتار', 'Guitar', true],
      ['violin', 'ویولن', 'Violin'],
      ['setar', 'سه‌تار', 'Setar', true],
      ['tar', 'تار', 'Tar'],
      ['santur', 'سنتور', 'Santur'],
      ['tonbak', 'تنبک', 'Tonbak'],
      ['daf', 'دف', 'Daf'],
      ['singing', 'آواز', 'Singing'],
      ['music-theory', 'تئوری موسیقی', 'Music theory'],
    ]),
  },
  {
    slug: 'art',
    nameFa: 'هنر',
    nameEn: 'Art',
    isImportant: false,
    sortOrder: 70,
    popularity: 6,
    priceLevel: 0.35,
    related: ['music', 'skills'],
    courses: list([
      ['painting', 'نقاشی', 'Painting', true],
      ['drawing', 'طراحی', 'Drawing'],
      ['calligraphy', 'خوشنویسی', 'Calligraphy', true],
      ['watercolor', 'آبرنگ', 'Watercolor'],
      ['digital-painting', 'نقاشی دیجیتال', 'Digital painting'],
      ['graphic-design', 'طراحی گرافیک', 'Graphic design'],
      ['photography', 'عکاسی', 'Photography'],
      ['kids-painting', 'نقاشی کودکان', 'Painting for kids'],
    ]),
  },
  {
    slug: 'skills',
    nameFa: 'مهارت‌ها',
    nameEn: 'Skills',
    isImportant: false,
    sortOrder: 80,
    popularity: 4,
    priceLevel: 0.3,
    related: ['art'],
    courses: list([
      ['chess', 'شطرنج', 'Chess', true],
      ['public-speaking', 'فن بیان', 'Public speaking'],
      ['computer-basics', 'مهارت‌های پایه کامپیوتر', 'Computer basics'],
      ['excel', 'اکسل', 'Excel'],
      ['touch-typing', 'تایپ ده‌انگشتی', 'Touch typing'],
      ['speed-reading', 'تندخوانی', 'Speed reading'],
    ]),
  },
];
