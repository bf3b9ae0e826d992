export interface CitySeed {
  slug: string;
  nameFa: string;
  nameEn: string;
  isCapital: boolean;
}

export interface ProvinceSeed {
  slug: string;
  nameFa: string;
  nameEn: string;
  /** Relative share of tutors living here (demo data only). */
  weight: number;
  cities: CitySeed[];
}

type CityTuple = [slug: string, nameFa: string, nameEn: string];

function province(slug: string, nameFa: string, nameEn: string, weight: number, capital: CityTuple, others: CityTuple[]): ProvinceSeed {
  const city = ([citySlug, cityFa, cityEn]: CityTuple, isCapital: boolean): CitySeed => ({
    slug: citySlug,
    nameFa: cityFa,
    nameEn: cityEn,
    isCapital,
  });
  return { slug, nameFa, nameEn, weight, cities: [city(capital, true), ...others.map((c) => city(c, false))] };
}

/** Iran's 31 provinces, each with its capital first and a few other major cities. */
export const PROVINCES: readonly ProvinceSeed[] = [
  province(
    'tehran',
    'تهران',
    'Tehran',
    30,
    ['tehran', 'تهران', 'Tehran'],
    [
      ['eslamshahr', 'اسلامشهر', 'Eslamshahr'],
      ['shahriar', 'شهریار', 'Shahriar'],
      ['varamin', 'ورامین', 'Varamin'],
      ['pakdasht', 'پاکدشت', 'Pakdasht'],
    ],
  ),
  province(
    'alborz',
    'البرز',
    'Alborz',
    7,
    ['karaj', 'کرج', 'Karaj'],
    [
      ['fardis', 'فردیس', 'Fardis'],
      ['nazarabad', 'نظرآباد', 'Nazarabad'],
      ['hashtgerd', 'هشتگرد', 'Hashtgerd'],
    ],
  ),
  province(
    'isfahan',
    'اصفهان',
    'Isfahan',
    9,
    ['isfahan', 'اصفهان', 'Isfahan'],
    [
      ['kashan', 'کاشان', 'Kashan'],
      ['najafabad', 'نجف‌آباد', 'Najafabad'],
      ['khomeini-shahr', 'خمینی‌شهر', 'Khomeini Shahr'],
      ['shahin-shahr', 'شاهین‌شهر', 'Shahin Shahr'],
    ],
  ),
  province(
    'khorasan-razavi',
    'خراسان رضوی',
    'Razavi Khorasan',
    9,
    ['mashhad', 'مشهد', 'Mashhad'],
    [
      ['neyshabur', 'نیشابور', 'Neyshabur'],
      ['sabzevar', 'سبزوار', 'Sabzevar'],
      ['torbat-heydarieh', 'تربت حیدریه', 'Torbat-e Heydarieh'],
      ['quchan', 'قوچان', 'Quchan'],
    ],
  ),
  province(
    'fars',
    'فارس',
    'Fars',
    7,
    ['shiraz', 'شیراز', 'Shiraz'],
    [
      ['marvdasht', 'مرودشت', 'Marvdasht'],
      ['jahrom', 'جهرم', 'Jahrom'],
      ['kazerun', 'کازرون', 'Kazerun'],
      ['fasa', 'فسا', 'Fasa'],
    ],
  ),
  province(
    'east-azerbaijan',
    'آذربایجان شرقی',
    'East Azerbaijan',
    6,
    ['tabriz', 'تبریز', 'Tabriz'],
    [
      ['maragheh', 'مراغه', 'Maragheh'],
      ['marand', 'مرند', 'Marand'],
      ['mianeh', 'میانه', 'Mianeh'],
    ],
  ),
  province(
    'west-azerbaijan',
    'آذربایجان غربی',
    'West Azerbaijan',
    4,
    ['urmia', 'ارومیه', 'Urmia'],
    [
      ['khoy', 'خوی', 'Khoy'],
      ['mahabad', 'مهاباد', 'Mahabad'],
      ['miandoab', 'میاندوآب', 'Miandoab'],
    ],
  ),
  province(
    'ardabil',
    'اردبیل',
    'Ardabil',
    2,
    ['ardabil', 'اردبیل', 'Ardabil'],
    [
      ['parsabad', 'پارس‌آباد', 'Parsabad'],
      ['meshgin-shahr', 'مشگین‌شهر', 'Meshgin Shahr'],
    ],
  ),
  province(
    'ilam',
    'ایلام',
    'Ilam',
    1,
    ['ilam', 'ایلام', 'Ilam'],
    [
      ['dehloran', 'دهلران', 'Dehloran'],
      ['eyvan', 'ایوان', 'Eyvan'],
    ],
  ),
  province(
    'bushehr',
    'بوشهر',
    'Bushehr',
    2,
    ['bushehr', 'بوشهر', 'Bushehr'],
    [
      ['borazjan', 'برازجان', 'Borazjan'],
      ['bandar-genaveh', 'بندر گناوه', 'Bandar Genaveh'],
      ['kangan', 'کنگان', 'Kangan'],
    ],
  ),
  province(
    'chaharmahal-bakhtiari',
    'چهارمحال و بختیاری',
    'Chaharmahal and Bakhtiari',
    1,
    ['shahrekord', 'شهرکرد', 'Shahrekord'],
    [
      ['borujen', 'بروجن', 'Borujen'],
      ['farsan', 'فارسان', 'Farsan'],
    ],
  ),
  province(
    'south-khorasan',
    'خراسان جنوبی',
    'South Khorasan',
    1,
    ['birjand', 'بیرجند', 'Birjand'],
    [
      ['qaen', 'قائن', 'Qaen'],
      ['ferdows', 'فردوس', 'Ferdows'],
      ['tabas', 'طبس', 'Tabas'],
    ],
  ),
  province(
    'north-khorasan',
    'خراسان شمالی',
    'North Khorasan',
    1,
    ['bojnurd', 'بجنورد', 'Bojnurd'],
    [
      ['shirvan', 'شیروان', 'Shirvan'],
      ['esfarayen', 'اسفراین', 'Esfarayen'],
    ],
  ),
  province(
    'khuzestan',
    'خوزستان',
    'Khuzestan',
    5,
    ['ahvaz', 'اهواز', 'Ahvaz'],
    [
      ['dezful', 'دزفول', 'Dezful'],
      ['abadan', 'آبادان', 'Abadan'],
      ['khorramshahr', 'خرمشهر', 'Khorramshahr'],
      ['andimeshk', 'اندیمشک', 'Andimeshk'],
    ],
  ),
  province(
    'zanjan',
    'زنجان',
    'Zanjan',
    2,
    ['zanjan', 'زنجان', 'Zanjan'],
    [
      ['abhar', 'ابهر', 'Abhar'],
      ['khorramdarreh', 'خرمدره', 'Khorramdarreh'],
    ],
  ),
  province(
    'semnan',
    'سمنان',
    'Semnan',
    1,
    ['semnan', 'سمنان', 'Semnan'],
    [
      ['shahrud', 'شاهرود', 'Shahrud'],
      ['damghan', 'دامغان', 'Damghan'],
      ['garmsar', 'گرمسار', 'Garmsar'],
    ],
  ),
  province(
    'sistan-baluchestan',
    'سیستان و بلوچستان',
    'Sistan and Baluchestan',
    2,
    ['zahedan', 'زاهدان', 'Zahedan'],
    [
      ['zabol', 'زابل', 'Zabol'],
      ['chabahar', 'چابهار', 'Chabahar'],
      ['iranshahr', 'ایرانشهر', 'Iranshahr'],
    ],
  ),
  province(
    'qazvin',
    'قزوین',
    'Qazvin',
    2,
    ['qazvin', 'قزوین', 'Qazvin'],
    [
      ['takestan', 'تاکستان', 'Takestan'],
      ['alvand', 'الوند', 'Alvand'],
    ],
  ),
  province('qom', 'قم', 'Qom', 3, ['qom', 'قم', 'Qom'], [['jafarieh', 'جعفریه', 'Jafarieh']]),
  province(
    'kurdistan',
    'کردستان',
    'Kurdistan',
    2,
    ['sanandaj', 'سنندج', 'Sanandaj'],
    [
      ['saqqez', 'سقز', 'Saqqez'],
      ['marivan', 'مریوان', 'Marivan'],
      ['baneh', 'بانه', 'Baneh'],
    ],
  ),
  province(
    'kerman',
    'کرمان',
    'Kerman',
    3,
    ['kerman', 'کرمان', 'Kerman'],
    [
      ['sirjan', 'سیرجان', 'Sirjan'],
      ['rafsanjan', 'رفسنجان', 'Rafsanjan'],
      ['jiroft', 'جیرفت', 'Jiroft'],
      ['bam', 'بم', 'Bam'],
    ],
  ),
  province(
    'kermanshah',
    'کرمانشاه',
    'Kermanshah',
    3,
    ['kermanshah', 'کرمانشاه', 'Kermanshah'],
    [
      ['eslamabad-gharb', 'اسلام‌آباد غرب', 'Eslamabad-e Gharb'],
      ['kangavar', 'کنگاور', 'Kangavar'],
      ['harsin', 'هرسین', 'Harsin'],
    ],
  ),
  province(
    'kohgiluyeh-boyer-ahmad',
    'کهگیلویه و بویراحمد',
    'Kohgiluyeh and Boyer-Ahmad',
    1,
    ['yasuj', 'یاسوج', 'Yasuj'],
    [
      ['dogonbadan', 'دوگنبدان', 'Dogonbadan'],
      ['dehdasht', 'دهدشت', 'Dehdasht'],
    ],
  ),
  province(
    'golestan',
    'گلستان',
    'Golestan',
    3,
    ['gorgan', 'گرگان', 'Gorgan'],
    [
      ['gonbad-kavus', 'گنبد کاووس', 'Gonbad-e Kavus'],
      ['aliabad-katul', 'علی‌آباد کتول', 'Aliabad-e Katul'],
      ['bandar-torkaman', 'بندر ترکمن', 'Bandar Torkaman'],
    ],
  ),
  province(
    'gilan',
    'گیلان',
    'Gilan',
    4,
    ['rasht', 'رشت', 'Rasht'],
    [
      ['bandar-anzali', 'بندر انزلی', 'Bandar Anzali'],
      ['lahijan', 'لاهیجان', 'Lahijan'],
      ['langarud', 'لنگرود', 'Langarud'],
      ['talesh', 'تالش', 'Talesh'],
    ],
  ),
  province(
    'lorestan',
    'لرستان',
    'Lorestan',
    2,
    ['khorramabad', 'خرم‌آباد', 'Khorramabad'],
    [
      ['borujerd', 'بروجرد', 'Borujerd'],
      ['dorud', 'دورود', 'Dorud'],
      ['aligudarz', 'الیگودرز', 'Aligudarz'],
    ],
  ),
  province(
    'mazandaran',
    'مازندران',
    'Mazandaran',
    5,
    ['sari', 'ساری', 'Sari'],
    [
      ['babol', 'بابل', 'Babol'],
      ['amol', 'آمل', 'Amol'],
      ['qaemshahr', 'قائم‌شهر', 'Qaemshahr'],
      ['chalus', 'چالوس', 'Chalus'],
    ],
  ),
  province(
    'markazi',
    'مرکزی',
    'Markazi',
    2,
    ['arak', 'اراک', 'Arak'],
    [
      ['saveh', 'ساوه', 'Saveh'],
      ['khomein', 'خمین', 'Khomein'],
      ['mahallat', 'محلات', 'Mahallat'],
    ],
  ),
  province(
    'hormozgan',
    'هرمزگان',
    'Hormozgan',
    2,
    ['bandar-abbas', 'بندرعباس', 'Bandar Abbas'],
    [
      ['minab', 'میناب', 'Minab'],
      ['qeshm', 'قشم', 'Qeshm'],
      ['bandar-lengeh', 'بندر لنگه', 'Bandar Lengeh'],
      ['kish', 'کیش', 'Kish'],
    ],
  ),
  province(
    'hamadan',
    'همدان',
    'Hamadan',
    2,
    ['hamadan', 'همدان', 'Hamadan'],
    [
      ['malayer', 'ملایر', 'Malayer'],
      ['nahavand', 'نهاوند', 'Nahavand'],
      ['asadabad', 'اسدآباد', 'Asadabad'],
    ],
  ),
  province(
    'yazd',
    'یزد',
    'Yazd',
    2,
    ['yazd', 'یزد', 'Yazd'],
    [
      ['meybod', 'میبد', 'Meybod'],
      ['ardakan', 'اردکان', 'Ardakan'],
      ['bafq', 'بافق', 'Bafq'],
    ],
  ),
];
