import { notification } from 'antd';
import { useEffect } from 'react';
import { attachToastHost, type ToastVariant } from './toast';

const typeOf: Record<ToastVariant, 'info' | 'success' | 'error'> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

/** antd notifications, one at a time (maxCount 1), themed by the surrounding ConfigProvider. */
export default function ToastHost() {
  const [api, holder] = notification.useNotification({
    maxCount: 1,
    placement: 'topRight',
    duration: 5,
    top: 72,
  });

  useEffect(
    () =>
      attachToastHost({
        show: ({ title, description, variant = 'default' }) => {
          api.open({
            type: typeOf[variant],
            title,
            description,
            role: variant === 'destructive' ? 'alert' : 'status',
            className: 'fc-toast',
          });
        },
        dismissAll: () => api.destroy(),
      }),
    [api],
  );

  return holder;
}
