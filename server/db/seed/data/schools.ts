export type SchoolLevel = 'PRIMARY' | 'MIDDLE' | 'HIGH';
export type SchoolGender = 'BOYS' | 'GIRLS';
export type SchoolKind = 'PUBLIC' | 'PRIVATE' | 'GIFTED';

export interface SchoolSeed {
  slug: string;
  citySlug: string;
  level: SchoolLevel;
  gender: SchoolGender;
  kind: SchoolKind;
  nameFa: string;
  nameEn: string;
  districtFa: string;
  districtEn: string;
  sortOrder: number;
}

type SchoolTuple = [slug: string, level: SchoolLevel, gender: SchoolGender, kind: SchoolKind, name: [string, string], district: [string, string]];

/** Demo schools of Tehran (names are illustrative). */
const TEHRAN: SchoolTuple[] = [
  ['alborz-high', 'HIGH', 'BOYS', 'PUBLIC', ['دبیرستان البرز', 'Alborz High School'], ['منطقه‌ی ۶', 'District 6']],
  ['farzanegan-1-high', 'HIGH', 'GIRLS', 'GIFTED', ['دبیرستان فرزانگان ۱', 'Farzanegan 1 High School'], ['منطقه‌ی ۶', 'District 6']],
  ['allameh-helli-1-high', 'HIGH', 'BOYS', 'GIFTED', ['دبیرستان علامه حلی ۱', 'Allameh Helli 1 High School'], ['منطقه‌ی ۳', 'District 3']],
  ['mahdavi-high', 'HIGH', 'BOYS', 'PRIVATE', ['دبیرستان مهدوی', 'Mahdavi High School'], ['منطقه‌ی ۱', 'District 1']],
  ['farhang-high', 'HIGH', 'GIRLS', 'PRIVATE', ['دبیرستان فرهنگ', 'Farhang High School'], ['منطقه‌ی ۲', 'District 2']],
  ['salam-middle', 'MIDDLE', 'BOYS', 'PRIVATE', ['مدرسه‌ی متوسطه‌ی اول سلام', 'Salam Middle School'], ['منطقه‌ی ۱', 'District 1']],
  ['raham-middle', 'MIDDLE', 'GIRLS', 'PRIVATE', ['مدرسه‌ی متوسطه‌ی اول رهام', 'Raham Middle School'], ['منطقه‌ی ۳', 'District 3']],
  ['shahid-beheshti-middle', 'MIDDLE', 'BOYS', 'PUBLIC', ['مدرسه‌ی شهید بهشتی', 'Shahid Beheshti Middle School'], ['منطقه‌ی ۴', 'District 4']],
  ['mofid-primary', 'PRIMARY', 'BOYS', 'PRIVATE', ['دبستان مفید', 'Mofid Primary School'], ['منطقه‌ی ۷', 'District 7']],
  ['parvin-etesami-primary', 'PRIMARY', 'GIRLS', 'PUBLIC', ['دبستان پروین اعتصامی', 'Parvin Etesami Primary School'], ['منطقه‌ی ۵', 'District 5']],
  ['roshd-primary', 'PRIMARY', 'GIRLS', 'PRIVATE', ['دبستان رشد', 'Roshd Primary School'], ['منطقه‌ی ۲', 'District 2']],
  ['kamal-primary', 'PRIMARY', 'BOYS', 'PUBLIC', ['دبستان کمال', 'Kamal Primary School'], ['منطقه‌ی ۸', 'District 8']],
];

export const SCHOOLS: readonly SchoolSeed[] = TEHRAN.map(([slug, level, gender, kind, name, district], i) => ({
  slug,
  citySlug: 'tehran',
  level,
  gender,
  kind,
  nameFa: name[0],
  nameEn: name[1],
  districtFa: district[0],
  districtEn: district[1],
  sortOrder: (i + 1) * 10,
}));
