'use client';

import { ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** The toast container with react-toastify's stylesheet; loaded by ToastHost with the first toast. */
export default function LazyToastContainer(props: ToastContainerProps) {
  return <ToastContainer {...props} />;
}
