/** [Persian, English transliteration] pairs used to compose demo tutor names. */
export type NamePair = readonly [fa: string, en: string];

export const MALE_FIRST_NAMES: readonly NamePair[] = [
  ['علی', 'Ali'], ['محمد', 'Mohammad'], ['حسین', 'Hossein'], ['رضا', 'Reza'], ['مهدی', 'Mahdi'],
  ['امیر', 'Amir'], ['محمدرضا', 'Mohammadreza'], ['امیرحسین', 'Amirhossein'], ['علیرضا', 'Alireza'], ['حمید', 'Hamid'],
  ['سعید', 'Saeed'], ['مجید', 'Majid'], ['مسعود', 'Masoud'], ['حسن', 'Hassan'], ['جواد', 'Javad'],
  ['کاظم', 'Kazem'], ['بهزاد', 'Behzad'], ['بهروز', 'Behrouz'], ['فرهاد', 'Farhad'], ['فرزاد', 'Farzad'],
  ['کامران', 'Kamran'], ['کیوان', 'Keyvan'], ['پیمان', 'Peyman'], ['پویا', 'Pouya'], ['آرش', 'Arash'],
  ['آرمان', 'Arman'], ['آرین', 'Arian'], ['سینا', 'Sina'], ['نیما', 'Nima'], ['میلاد', 'Milad'],
  ['مهران', 'Mehran'], ['مهرداد', 'Mehrdad'], ['بابک', 'Babak'], ['داریوش', 'Dariush'], ['کوروش', 'Kourosh'],
  ['سهراب', 'Sohrab'], ['رامین', 'Ramin'], ['شهاب', 'Shahab'], ['یاسر', 'Yaser'], ['هادی', 'Hadi'],
  ['وحید', 'Vahid'], ['امید', 'Omid'], ['ایمان', 'Iman'], ['احسان', 'Ehsan'], ['محسن', 'Mohsen'],
  ['مرتضی', 'Morteza'], ['مصطفی', 'Mostafa'], ['ابراهیم', 'Ebrahim'], ['یوسف', 'Yousef'], ['اکبر', 'Akbar'],
  ['حامد', 'Hamed'], ['سجاد', 'Sajjad'], ['عرفان', 'Erfan'], ['پارسا', 'Parsa'], ['شایان', 'Shayan'],
  ['سامان', 'Saman'], ['سیاوش', 'Siavash'], ['بهنام', 'Behnam'], ['فرشید', 'Farshid'], ['هومن', 'Houman'],
  ['کیانوش', 'Kianoush'], ['رسول', 'Rasoul'], ['ناصر', 'Naser'], ['منصور', 'Mansour'], ['پرهام', 'Parham'],
];

export const FEMALE_FIRST_NAMES: readonly NamePair[] = [
  ['سارا', 'Sara'], ['مریم', 'Maryam'], ['زهرا', 'Zahra'], ['فاطمه', 'Fatemeh'], ['نرگس', 'Narges'],
  ['مینا', 'Mina'], ['نازنین', 'Nazanin'], ['الهام', 'Elham'], ['لیلا', 'Leila'], ['شیرین', 'Shirin'],
  ['پریسا', 'Parisa'], ['نگار', 'Negar'], ['نسرین', 'Nasrin'], ['مهسا', 'Mahsa'], ['ساناز', 'Sanaz'],
  ['سمیرا', 'Samira'], ['سپیده', 'Sepideh'], ['آزاده', 'Azadeh'], ['فرشته', 'Fereshteh'], ['شبنم', 'Shabnam'],
  ['بهاره', 'Bahareh'], ['ریحانه', 'Reyhaneh'], ['هستی', 'Hasti'], ['آیدا', 'Aida'], ['یاسمن', 'Yasaman'],
  ['ترانه', 'Taraneh'], ['مهتاب', 'Mahtab'], ['نیلوفر', 'Niloufar'], ['پرستو', 'Parastoo'], ['آناهیتا', 'Anahita'],
  ['رویا', 'Roya'], ['فرناز', 'Farnaz'], ['مژگان', 'Mojgan'], ['طاهره', 'Tahereh'], ['معصومه', 'Masoumeh'],
  ['اعظم', 'Azam'], ['سمانه', 'Samaneh'], ['ملیکا', 'Melika'], ['کیمیا', 'Kimia'], ['هانیه', 'Haniyeh'],
  ['غزاله', 'Ghazaleh'], ['شیوا', 'Shiva'], ['گلناز', 'Golnaz'], ['مهناز', 'Mahnaz'], ['فریبا', 'Fariba'],
  ['سحر', 'Sahar'], ['ندا', 'Neda'], ['صبا', 'Saba'], ['تینا', 'Tina'], ['رها', 'Raha'],
  ['دریا', 'Darya'], ['پگاه', 'Pegah'], ['بیتا', 'Bita'], ['نسترن', 'Nastaran'], ['الناز', 'Elnaz'],
  ['سوسن', 'Sousan'], ['ژاله', 'Jaleh'], ['پروانه', 'Parvaneh'], ['هدیه', 'Hedieh'], ['محدثه', 'Mohadeseh'],
  ['نیوشا', 'Niousha'], ['آتنا', 'Atena'], ['ستاره', 'Setareh'], ['مهشید', 'Mahshid'], ['کتایون', 'Katayoun'],
];

export const LAST_NAMES: readonly NamePair[] = [
  ['احمدی', 'Ahmadi'], ['محمدی', 'Mohammadi'], ['حسینی', 'Hosseini'], ['رضایی', 'Rezaei'], ['کریمی', 'Karimi'],
  ['موسوی', 'Mousavi'], ['جعفری', 'Jafari'], ['رحیمی', 'Rahimi'], ['حیدری', 'Heydari'], ['صادقی', 'Sadeghi'],
  ['نوری', 'Nouri'], ['عباسی', 'Abbasi'], ['اکبری', 'Akbari'], ['قاسمی', 'Ghasemi'], ['کاظمی', 'Kazemi'],
  ['ابراهیمی', 'Ebrahimi'], ['مرادی', 'Moradi'], ['سلیمانی', 'Soleimani'], ['نجفی', 'Najafi'], ['یوسفی', 'Yousefi'],
  ['شریفی', 'Sharifi'], ['امیری', 'Amiri'], ['زارعی', 'Zarei'], ['باقری', 'Bagheri'], ['طاهری', 'Taheri'],
  ['هاشمی', 'Hashemi'], ['میرزایی', 'Mirzaei'], ['کرمانی', 'Kermani'], ['تهرانی', 'Tehrani'], ['شیرازی', 'Shirazi'],
  ['اصفهانی', 'Esfahani'], ['تبریزی', 'Tabrizi'], ['رشتی', 'Rashti'], ['کاشانی', 'Kashani'], ['یزدی', 'Yazdi'],
  ['قزوینی', 'Ghazvini'], ['همدانی', 'Hamedani'], ['خراسانی', 'Khorasani'], ['بهرامی', 'Bahrami'], ['فرهادی', 'Farhadi'],
  ['رستمی', 'Rostami'], ['جمشیدی', 'Jamshidi'], ['کیانی', 'Kiani'], ['توکلی', 'Tavakoli'], ['نصیری', 'Nasiri'],
  ['صالحی', 'Salehi'], ['ملکی', 'Maleki'], ['فتحی', 'Fathi'], ['خسروی', 'Khosravi'], ['شجاعی', 'Shojaei'],
  ['رنجبر', 'Ranjbar'], ['کامرانی', 'Kamrani'], ['اسدی', 'Asadi'], ['منصوری', 'Mansouri'], ['عزیزی', 'Azizi'],
  ['نادری', 'Naderi'], ['سعیدی', 'Saeedi'], ['قربانی', 'Ghorbani'], ['حسن‌زاده', 'Hassanzadeh'], ['علیزاده', 'Alizadeh'],
  ['رضازاده', 'Rezazadeh'], ['حسین‌زاده', 'Hosseinzadeh'], ['قلی‌زاده', 'Gholizadeh'], ['تقی‌زاده', 'Taghizadeh'], ['نیک‌نام', 'Niknam'],
  ['نیکخواه', 'Nikkhah'], ['شکوهی', 'Shokouhi'], ['فراهانی', 'Farahani'], ['اردلان', 'Ardalan'], ['افشار', 'Afshar'],
  ['بختیاری', 'Bakhtiari'], ['زند', 'Zand'], ['فرهمند', 'Farahmand'], ['دانشور', 'Daneshvar'], ['روشن', 'Roshan'],
  ['سپهری', 'Sepehri'], ['مشایخی', 'Mashayekhi'], ['معتمدی', 'Motamedi'], ['پاکزاد', 'Pakzad'], ['آزادی', 'Azadi'],
  ['امینی', 'Amini'], ['انصاری', 'Ansari'], ['بهشتی', 'Beheshti'], ['پورمحمدی', 'Pourmohammadi'], ['ثابتی', 'Sabeti'],
  ['جلالی', 'Jalali'], ['حقیقی', 'Haghighi'], ['خلیلی', 'Khalili'], ['دهقان', 'Dehghan'], ['ذوالفقاری', 'Zolfaghari'],
  ['زمانی', 'Zamani'], ['سبحانی', 'Sobhani'], ['شاکری', 'Shakeri'], ['صدری', 'Sadri'], ['ضیایی', 'Ziaei'],
  ['طالبی', 'Talebi'], ['عسگری', 'Asgari'], ['غفاری', 'Ghaffari'], ['فلاحی', 'Fallahi'], ['قادری', 'Ghaderi'],
  ['گودرزی', 'Goudarzi'], ['لطفی', 'Lotfi'], ['مقدم', 'Moghaddam'], ['نوروزی', 'Nowruzi'], ['وکیلی', 'Vakili'],
  ['هدایتی', 'Hedayati'], ['یگانه', 'Yeganeh'], ['تقوی', 'Taghavi'], ['جهانگیری', 'Jahangiri'], ['چراغی', 'Cheraghi'],
  ['حمیدی', 'Hamidi'], ['خادمی', 'Khademi'], ['درویشی', 'Darvishi'], ['رحمانی', 'Rahmani'], ['زینالی', 'Zeynali'],
  ['سلطانی', 'Soltani'], ['شهابی', 'Shahabi'], ['صفایی', 'Safaei'], ['عطایی', 'Ataei'], ['فرجی', 'Faraji'],
  ['قنبری', 'Ghanbari'], ['مختاری', 'Mokhtari'], ['نظری', 'Nazari'], ['ولی‌پور', 'Valipour'], ['یاوری', 'Yavari'],
  ['گلستانی', 'Golestani'], ['کوهی', 'Kouhi'], ['پیروزی', 'Pirouzi'], ['بیگی', 'Beigi'], ['مهاجر', 'Mohajer'],
];

export const UNIVERSITIES: readonly string[] = [
  'تهران', 'صنعتی شریف', 'صنعتی امیرکبیر', 'علم و صنعت ایران', 'شهید بهشتی', 'فردوسی مشهد', 'شیراز',
  'اصفهان', 'صنعتی اصفهان', 'تبریز', 'علامه طباطبایی', 'خواجه نصیرالدین طوسی', 'الزهرا', 'گیلان', 'تربیت مدرس',
];

export const ART_UNIVERSITIES: readonly string[] = ['هنر تهران', 'هنر اصفهان', 'سوره', 'تهران', 'الزهرا'];

export const DEGREES: readonly string[] = ['کارشناسی', 'کارشناسی ارشد', 'کارشناسی ارشد', 'دکتری'];

/** Fields of study that fit each course group (bio sentences). */
export const FIELDS_BY_GROUP: Readonly<Record<string, readonly string[]>> = {
  school: ['آموزش ریاضی', 'آموزش ابتدایی', 'فیزیک', 'شیمی محض', 'زیست‌شناسی', 'زبان و ادبیات فارسی'],
  konkur: ['مهندسی برق', 'ریاضی کاربردی', 'فیزیک', 'شیمی', 'زیست‌شناسی سلولی و مولکولی', 'پزشکی'],
  languages: ['مترجمی زبان انگلیسی', 'آموزش زبان انگلیسی', 'زبان و ادبیات آلمانی', 'زبان و ادبیات فرانسه', 'زبان‌شناسی'],
  university: ['ریاضی محض', 'آمار', 'مهندسی مکانیک', 'مهندسی برق', 'اقتصاد', 'مهندسی شیمی'],
  programming: ['مهندسی کامپیوتر', 'علوم کامپیوتر', 'مهندسی نرم‌افزار', 'هوش مصنوعی'],
  music: ['نوازندگی موسیقی ایرانی', 'نوازندگی موسیقی جهانی', 'آهنگسازی'],
  art: ['نقاشی', 'ارتباط تصویری', 'گرافیک', 'عکاسی'],
  skills: ['روان‌شناسی تربیتی', 'مدیریت', 'مهندسی کامپیوتر', 'علوم تربیتی'],
};
