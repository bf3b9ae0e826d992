import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LevelDetail } from '@/components/loyalty/level-detail';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { loyaltyApi } from '@/lib/api/loyalty';
import { levelOfSlug } from '@/lib/schemas/loyalty';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const level = levelOfSlug((await params).id);
  const t = await getTranslations('Loyalty');
  return { title: level ? t('level_title', { level: t(`levels.${level.level}`) }) : t('title') };
}

/** The loyalty club's detail (spec §2): one level, what it gives and how far the member is from it. */
export default async function LoyaltyLevelPage({ params }: { params: Promise<{ id: string }> }) {
  const level = levelOfSlug((await params).id);
  if (!level) notFound();
  return <LevelDetail level={level} club={await onServer(loyaltyApi.club(await getServerApiClient()))} />;
}
