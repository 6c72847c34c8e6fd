import { useT } from '@pastexam/ui/i18n';
import { wishesMessages } from '@pastexam/ui/messages/wishes';
import { toast } from '@pastexam/ui/toast';
import { MostWished } from '@pastexam/ui/wishes/most-wished';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminWishesQuery, useCloseWish } from '../api/admin-wishes.ts';

/** 許願池: the most wished-for exams (the uploads most awaited), each closable with a reason its wishers read. */
export function WishesPanel() {
  const t = useT(wishesMessages);
  const { api } = useServices();
  const list = useQuery(adminWishesQuery(api));
  const close = useCloseWish();
  const [closedId, setClosedId] = useState<number | null>(null);
  return (
    <MostWished
      wishes={list.data?.wishes ?? null}
      onRetry={list.isError ? () => void list.refetch() : null}
      courseHref={(wish) => `/archive?course=${wish.course_id}`}
      closingId={close.isPending ? close.variables.wishId : null}
      closeError={refusalMessage(close.error, t('wishes.closeFailedRetry'))}
      closedId={closedId}
      onCloseWish={(wish, reason) =>
        close.mutate(
          { wishId: wish.id, reason },
          {
            onSuccess: () => {
              setClosedId(wish.id);
              toast.success(t('wishes.closed'), t('wishes.closedHint'));
            },
          },
        )
      }
    />
  );
}
