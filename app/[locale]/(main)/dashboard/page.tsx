import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeacherOverviewView } from '@/components/teacher/teacher-overview';
import { teacherApi } from '@/lib/api/teacher';
import { getServerApiClient, onServer } from '@/lib/api-client.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Teacher');
  return { title: t('title') };
}

export default async function TeacherDashboardPage() {
  const overview = await onServer(teacherApi.overview(await getServerApiClient()));
  return <TeacherOverviewView overview={overview} />;
}
