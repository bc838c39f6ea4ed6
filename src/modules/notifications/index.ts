/** The notifications context's public door: it sends the emails other contexts' events call for. It publishes no events. */
export { NotificationsModule } from './notifications.module.js';
