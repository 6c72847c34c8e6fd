export { toast } from './toast.tsx';
