#!/usr/bin/perl
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Writes a GeoIP2-City style database.
#   makemmdb.pl [--ipv4] OUTPUT.mmdb         the tests' small database; with --ipv4 it holds IPv4 networks only,
#                                            as some city databases do
#   makemmdb.pl --bench NETWORKS OUTPUT.mmdb the benchmark's (tests/bench/geoipbench.cpp): network i is the /24
#                                            with index (i * 7919) mod 2^24, so the networks spread over the IPv4
#                                            space; records cycle through a few cities, each with its own position
use strict;
use warnings;
use utf8;

use MaxMind::DB::Writer::Tree;

my $usage = "usage: $0 [--ipv4] OUTPUT.mmdb | $0 --bench NETWORKS OUTPUT.mmdb\n";
my $mode = @ARGV && $ARGV[0] =~ /^--(ipv4|bench)$/ ? $1 : 'test';
shift @ARGV if $mode ne 'test';
my $networks = $mode eq 'bench' ? shift @ARGV : 0;
$mode ne 'bench' or $networks or die $usage;
my $output = shift @ARGV or die $usage;

my %types = (
    accuracy_radius => 'uint16',
    city            => 'map',
    country         => 'map',
    de              => 'utf8_string',
    en              => 'utf8_string',
    geoname_id      => 'uint32',
    iso_code        => 'utf8_string',
    latitude        => 'double',
    location        => 'map',
    longitude       => 'double',
    names           => 'map',
);

my $tree = MaxMind::DB::Writer::Tree->new(
    ip_version               => $mode eq 'ipv4' ? 4 : 6,
    record_size              => 28,
    database_type            => 'GeoIP2-City',
    languages                => [ 'en', 'de' ],
    description              => { en => $mode eq 'bench' ? 'Social Desktop benchmark city database' : 'Social Desktop test city database' },
    map_key_type_callback    => sub { $types{ $_[0] } },
    remove_reserved_networks => 0,
);

# A city record: the city's names (English, German when it has one), the country's code and names, the position.
sub city
{
    my ($en, $de, $iso, $country_en, $country_de, $latitude, $longitude, $radius) = @_;
    return {
        city     => { names => { en => $en, defined $de ? (de => $de) : () } },
        country  => { iso_code => $iso, names => { en => $country_en, de => $country_de } },
        location => { latitude => $latitude, longitude => $longitude, accuracy_radius => $radius },
    };
}

if ($mode eq 'bench') {
    my @cities = (
        [ 'Berlin', 'Berlin', 'DE', 'Germany', 'Deutschland', 52.5200, 13.4050, 20 ],
        [ 'London', 'London', 'GB', 'United Kingdom', 'Vereinigtes Königreich', 51.5142, -0.0931, 10 ],
        [ 'Paris', 'Paris', 'FR', 'France', 'Frankreich', 48.8566, 2.3522, 20 ],
        [ 'Munich', 'München', 'DE', 'Germany', 'Deutschland', 48.1351, 11.5820, 20 ],
        [ 'Vienna', 'Wien', 'AT', 'Austria', 'Österreich', 48.2082, 16.3738, 50 ],
        [ 'Lisbon', 'Lissabon', 'PT', 'Portugal', 'Portugal', 38.7223, -9.1393, 100 ],
        [ 'Tokyo', 'Tokio', 'JP', 'Japan', 'Japan', 35.6762, 139.6503, 200 ],
        [ 'São Paulo', 'São Paulo', 'BR', 'Brazil', 'Brasilien', -23.5505, -46.6333, 500 ],
    );
    for my $i (0 .. $networks - 1) {
        my $index = ($i * 7919) % (1 << 24);
        my @c = @{ $cities[ $i % @cities ] };
        # a position of its own for every network, so that no two records are shared (as in a real database)
        $c[5] += ($i % 1000) / 10000;
        $c[6] += int($i / 1000) / 10000;
        $tree->insert_network(sprintf('%d.%d.%d.0/24', ($index >> 16) & 255, ($index >> 8) & 255, $index & 255), city(@c));
    }
} else {
    # London: names in English and German.
    $tree->insert_network('81.2.69.0/24', city('London', 'London', 'GB', 'United Kingdom', 'Vereinigtes Königreich', 51.5142, -0.0931, 10));
    # Linköping: the city has only an English name, the country both.
    $tree->insert_network('89.160.20.0/24', city('Linköping', undef, 'SE', 'Sweden', 'Schweden', 58.4167, 15.6167, 76));
    # Amsterdam, over IPv6.
    $mode eq 'ipv4'
        or $tree->insert_network('2001:67c:2e8::/48', city('Amsterdam', 'Amsterdam', 'NL', 'Netherlands', 'Niederlande', 52.3759, 4.8975, 5));
    # A country without any location: found, but no position.
    $tree->insert_network('175.16.199.0/24', { country => { iso_code => 'CN', names => { en => 'China', de => 'China' } } });
}

open my $fh, '>:raw', $output or die "cannot write $output: $!\n";
$tree->write_tree($fh);
close $fh or die "cannot write $output: $!\n";
