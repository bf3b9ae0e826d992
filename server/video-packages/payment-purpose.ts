import { and, eq } from 'drizzle-orm';
import { VIDEO_PACKAGE_PURCHASE } from '@/lib/schemas/video-packages';
import { videoPackageOwners, videoPackages, tutors } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { payTutorForPackageSale } from '@/server/earnings';
import { definePurpose, type InvoiceRow } from '@/server/payments';
import { DomainError } from '@/server/shared/domain-error';
import { ownsPackage, packagePath } from './service';

/**
 * Buying a video package as an invoice purpose (issue 33): the invoice's subject is the package id;
 * once paid, the buyer owns the package and the tutor is paid through the earnings ledger, in the
 * paying transaction. No codes, no refunds through the invoice (docs/decisions.md). Loaded by
 * server/app/payment-purposes.ts.
 */

const packageIdOf = (subject: string | null) => {
  if (!subject || !/^[1-9]\d{0,8}$/.test(subject)) throw new DomainError('not_found', 'video_package_not_found');
  return Number(subject);
};

async function packageOnSale(db: Db, packageId: number) {
  const [row] = await db
    .select({ pkg: videoPackages, tutorUserId: tutors.userId, tutorName: tutors.fullName, tutorNameEn: tutors.fullNameEn, active: tutors.isActive })
    .from(videoPackages)
    .innerJoin(tutors, eq(tutors.id, videoPackages.tutorId))
    .where(eq(videoPackages.id, packageId));
  if (!row || row.pkg.status !== 'published' || !row.active) throw new DomainError('not_found', 'video_package_not_found');
  return row;
}

const packageOf = (invoice: InvoiceRow) => Number(/^video-package:(\d+):/.exec(invoice.basis ?? '')?.[1] ?? invoice.subjectId ?? 0);

definePurpose(VIDEO_PACKAGE_PURCHASE, {
  credits: 'sales',
  payableByWallet: true,
  discountable: false,
  prepare: async (db, userId, subject) => {
    const packageId = packageIdOf(subject);
    const row = await packageOnSale(db, packageId);
    if (row.tutorUserId === userId) throw new DomainError('conflict', 'video_package_own');
    if (await ownsPackage(db, userId, packageId)) throw new DomainError('conflict', 'video_package_owned');
    return {
      basis: `video-package:${packageId}:${row.pkg.priceCents}`,
      lines: [
        {
          label: VIDEO_PACKAGE_PURCHASE,
          params: { title: row.pkg.title, tutor: row.tutorName, ...(row.tutorNameEn ? { tutor_en: row.tutorNameEn } : {}) },
          unitCents: row.pkg.priceCents,
        },
      ],
    };
  },
  onPaid: async (tx, invoice) => {
    const packageId = packageIdOf(invoice.subjectId);
    const [owned] = await tx.insert(videoPackageOwners).values({ packageId, userId: invoice.userId, invoiceId: invoice.id }).onConflictDoNothing().returning();
    if (!owned) return;
    const [pkg] = await tx
      .select({ tutorId: videoPackages.tutorId })
      .from(videoPackages)
      .where(and(eq(videoPackages.id, packageId)));
    await payTutorForPackageSale(tx, {
      tutorId: pkg!.tutorId,
      packageId,
      invoiceId: invoice.id,
      buyerId: invoice.userId,
      priceCents: invoice.totalCents,
    });
  },
  refundableCents: async () => 0,
  returnPath: (invoice) => packagePath(packageOf(invoice)),
  paidPath: (invoice) => `/profile/dashboard/tutor-package/${packageOf(invoice)}?purchased=1`,
});
