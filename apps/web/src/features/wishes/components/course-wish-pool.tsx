import type { Wish } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { wishesMessages } from '@pastexam/ui/messages/wishes';
import { toast } from '@pastexam/ui/toast';
import { CourseWishes } from '@pastexam/ui/wishes';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { refusalMessage } from '../../../lib/api-client.ts';
import { archiveHref } from '../../../lib/archive-address.ts';
import { lazyDialog, useOpenedOnce } from '../../../lib/lazy-component.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { courseWishesQuery, useMakeWish, useSetWishJoined } from '../api/course-wishes.ts';
import { myWishesQuery } from '../api/my-wishes.ts';

// The wish dialog is fetched when 許願 is first reached: most visits only read the pool.
const WishDialog = lazyDialog(() =>
  import('@pastexam/ui/wishes/wish-dialog').then((module) => module.WishDialog),
);

// 我的願望 likewise, when first opened.
const MyWishesDialog = lazyDialog(() =>
  import('@pastexam/ui/wishes/my-wishes-dialog').then((module) => module.MyWishesDialog),
);

export type CourseWishPoolProps = {
  /** The course shown. */
  course: { id: number; name: string };
  /** 我有這份: the app opens the upload wizard filled in with the wish. */
  onFulfil: (wish: Wish) => void;
};

/**
 * 許願池 of the course shown: its open wishes with 同求 and 我有這份, and 許願. A pool that could not be loaded
 * is left out: the course's archives are what the page is for.
 */
export function CourseWishPool({ course, onFulfil }: CourseWishPoolProps) {
  const t = useT(wishesMessages);
  const core = useT();
  const { api } = useServices();
  const wishes = useQuery(courseWishesQuery(api, course.id));
  const join = useSetWishJoined();
  const make = useMakeWish();
  const [wishing, setWishing] = useState(false);
  const dialogMounted = useOpenedOnce(wishing);
  const [listing, setListing] = useState(false);
  const listMounted = useOpenedOnce(listing);
  const mine = useQuery({ ...myWishesQuery(api), enabled: listing });
  const pendingId = join.isPending ? join.variables.wishId : null;
  const close = () => setWishing(false);
  return (
    <>
      <CourseWishes
        wishes={wishes.data ?? null}
        pendingId={pendingId}
        onWish={() => {
          make.reset();
          setWishing(true);
        }}
        onJoin={(wish, joined) =>
          join.mutate(
            { wishId: wish.id, joined },
            {
              onError: (error) =>
                toastRefusal(
                  t(joined ? 'wishes.joinFailed' : 'wishes.unjoinFailed'),
                  error,
                  core('common.tryLater'),
                ),
            },
          )
        }
        onFulfil={onFulfil}
        onMyWishes={() => setListing(true)}
      />
      {listMounted && (
        <Suspense fallback={null}>
          <MyWishesDialog.Component
            opened={listing}
            wishes={mine.data ?? null}
            archiveHref={(wish) => archiveHref(wish.course_id, wish.fulfilled_archive_id)}
            onClose={() => setListing(false)}
          />
        </Suspense>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <WishDialog.Component
            opened={wishing}
            courseName={course.name}
            submitting={make.isPending}
            error={refusalMessage(make.error, t('wishes.wishFailedRetry'))}
            onClose={close}
            onSubmit={(wish) =>
              make.mutate(
                { courseId: course.id, wish },
                {
                  onSuccess: (made) => {
                    close();
                    toast.success(
                      t('wishes.wished'),
                      made.wisher_count > 1
                        ? t('wishes.wishedJoined', { count: made.wisher_count })
                        : t('wishes.wishedNotify'),
                    );
                  },
                },
              )
            }
          />
        </Suspense>
      )}
    </>
  );
}
