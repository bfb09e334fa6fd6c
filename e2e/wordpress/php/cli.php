<?php
/**
 * What the tests ask WordPress directly (things the REST API does not expose):
 *
 *     php cli.php /path/to/wordpress log          the plugin's delivery log, as JSON
 *     php cli.php /path/to/wordpress tools-page   the Tools page as an administrator sees it (HTML)
 *     php cli.php /path/to/wordpress retries-due  moves the plugin's queued retries to now, so the
 *                                                 next GET /wp-cron.php runs them; prints how many
 */

list( , $root, $command ) = $argv;
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $root . '/wp-load.php';

switch ( $command ) {
	case 'log':
		echo wp_json_encode( Plaza_Revalidate_Log::entries() ), "\n";
		break;

	case 'tools-page':
		wp_set_current_user( 1 );
		Plaza_Revalidate_Admin::render();
		break;

	case 'retries-due':
		$moved = 0;
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Plaza_Revalidate_Delivery::RETRY_HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Plaza_Revalidate_Delivery::RETRY_HOOK, $event['args'] );
				wp_schedule_single_event( time() - 1, Plaza_Revalidate_Delivery::RETRY_HOOK, $event['args'] );
				++$moved;
			}
		}
		echo $moved, "\n";
		break;

	default:
		fwrite( STDERR, "unknown command {$command}\n" );
		exit( 2 );
}
