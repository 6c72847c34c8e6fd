import { toast } from '@pastexam/ui/toast';
import { MostWished } from '@pastexam/ui/wishes/most-wished';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminWishesQuery, useCloseWish } from '../api/admin-wishes.ts';

/** 許願池: the most wished-for exams (the uploads most awaited), each closable with a reason its wishers read. */
export function WishesPanel() {
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
      closeError={refusalMessage(close.error, '無法關閉願望，請稍後再試')}
      closedId={closedId}
      onCloseWish={(wish, reason) =>
        close.mutate(
          { wishId: wish.id, reason },
          {
            onSuccess: () => {
              setClosedId(wish.id);
              toast.success('已關閉願望', '許願者會在我的願望看到原因');
            },
          },
        )
      }
    />
  );
}
