<?php
/**
 * Plugin Name: Plaza e2e: mail catcher
 * Description: Test harness only (e2e/wordpress/up.sh). There is no mail server here: every mail WordPress
 * would send is appended as one JSON line to the file PLAZA_E2E_MAIL_LOG names, and counts as sent (so
 * Contact Form 7 answers mail_sent). The tests read exactly what was mailed.
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( null !== $short_circuit || ! defined( 'PLAZA_E2E_MAIL_LOG' ) ) {
			return $short_circuit;
		}
		$line = wp_json_encode(
			array(
				'time'        => microtime( true ),
				'to'          => $atts['to'],
				'subject'     => $atts['subject'],
				'message'     => $atts['message'],
				'headers'     => $atts['headers'],
				'attachments' => $atts['attachments'],
			),
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		);
		// A mail that cannot be written as JSON is a failed send, not a silent loss.
		return false !== $line && false !== file_put_contents( PLAZA_E2E_MAIL_LOG, $line . "\n", FILE_APPEND | LOCK_EX );
	},
	10,
	2
);
