/**
 * The catalogue studio (staff console, roles admin and editor): its routes are the module's public face. The rules
 * live in studio-service, the SQL in studio-repository; what members see of a project follows its publication
 * (catalog `publishedBy`).
 */
export { registerStudioRoutes, STUDIO_ROUTES } from './studio-routes';
